import FoundationEssentials

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// HTTP dates (RFC 9110's IMF-fixdate, "Sun, 06 Nov 1994 08:49:37 GMT"), as `Retry-After` and
/// `Last-Modified` carry them: read with the C library, not a locale-aware formatter.
enum HTTPDate {
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// The date `text` writes; nil when it is not an IMF-fixdate.
    static func parse(_ text: String) -> Date? {
        // "Sun," "06" "Nov" "1994" "08:49:37" "GMT"
        let parts = text.split(separator: " ")
        guard parts.count == 6, parts[0].count == 4, parts[0].hasSuffix(","), parts[5] == "GMT" || parts[5] == "UTC",
            let day = Int32(parts[1]), let month = months.firstIndex(of: String(parts[2])),
            let year = Int32(parts[3]), parts[4].count == 8
        else { return nil }
        let clock = parts[4].split(separator: ":").compactMap { Int32($0) }
        guard clock.count == 3, (1...31).contains(day), (0...23).contains(clock[0]), (0...59).contains(clock[1]),
            (0...60).contains(clock[2])
        else { return nil }
        var fields = tm()
        fields.tm_year = year - 1900
        fields.tm_mon = Int32(month)
        fields.tm_mday = day
        fields.tm_hour = clock[0]
        fields.tm_min = clock[1]
        fields.tm_sec = clock[2]
        return Date(timeIntervalSince1970: TimeInterval(timegm(&fields)))
    }
}

import FoundationEssentials

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Dates written in UTC with fixed patterns, by the C library's calendar: what a `DateFormatter` with the POSIX
/// locale gave, without linking Foundation's internationalisation tables.
public enum DateText {
    /// "2026-11-25".
    public static func day(_ date: Date) -> String {
        let time = fields(date)
        return "\(time.year)-\(two(time.month))-\(two(time.day))"
    }

    /// "2026-11-25 09:41 UTC".
    public static func minute(_ date: Date) -> String {
        let time = fields(date)
        return day(date) + " \(two(time.hour)):\(two(time.minute)) UTC"
    }

    /// "2026-11-25T09:41:07Z", as `ISO8601DateFormatter` and JSON's `.iso8601` write it.
    public static func iso8601(_ date: Date) -> String {
        let time = fields(date)
        return day(date) + "T\(two(time.hour)):\(two(time.minute)):\(two(time.second))Z"
    }

    /// "20261125T094107Z": the ISO 8601 basic format, for file names.
    public static func compact(_ date: Date) -> String {
        let time = fields(date)
        return "\(time.year)\(two(time.month))\(two(time.day))T\(two(time.hour))\(two(time.minute))\(two(time.second))Z"
    }

    private static func fields(_ date: Date) -> (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var broken = tm()
        gmtime_r(&seconds, &broken)
        return (
            Int(broken.tm_year) + 1900, Int(broken.tm_mon) + 1, Int(broken.tm_mday), Int(broken.tm_hour),
            Int(broken.tm_min), Int(broken.tm_sec)
        )
    }

    private static func two(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}

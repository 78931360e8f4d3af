import DesignSystem
import FoundationEssentials

/// CSV as RFC 4180 writes it: CRLF line ends, a field quoted when it holds a comma, a quote or a line break.
enum CSVText {
    static func table(header: [String], rows: [[String]]) -> String {
        ([header] + rows).map { $0.map(field).joined(separator: ",") + "\r\n" }.joined()
    }

    /// One field; control characters (from the catalogue's data) are dropped first.
    static func field(_ value: String) -> String {
        let clean = TextSanitizer.sanitize(value)
        guard clean.contains(where: { $0 == "," || $0 == "\"" }) || clean.hasPrefix(" ") || clean.hasSuffix(" ")
        else { return clean }
        return "\"" + clean.replacing("\"", with: "\"\"") + "\""
    }
}

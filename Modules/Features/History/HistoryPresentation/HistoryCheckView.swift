import HistoryDomain
import PlainText

/// `diary check`: every line of the history that cannot be read, with where and why, or that all can.
enum HistoryCheckView {
    static func text(_ check: HistoryCheck) -> String {
        let location = TextSanitizer.sanitize(check.location)
        let read =
            "\(check.viewings) viewing\(check.viewings == 1 ? "" : "s"), \(check.ratings) "
            + "rating\(check.ratings == 1 ? "" : "s") and \(check.kept) kept row\(check.kept == 1 ? "" : "s")"
        guard !check.damagedLines.isEmpty else { return "\(location): every line reads (\(read)).\n" }
        let count = check.damagedLines.count
        var lines = ["\(location): \(count) line\(count == 1 ? "" : "s") cannot be read; \(read) were read."]
        for damaged in check.damagedLines {
            let text = TextSanitizer.sanitize(String(decoding: damaged.bytes.prefix(120), as: UTF8.self))
            lines.append("  line \(damaged.line): \(damaged.reason): \(text)")
        }
        lines.append(
            "They are kept as they are each time the file is written. Fix or delete them in \(location) "
                + "(one record per line, fields separated by tabs).")
        return lines.joined(separator: "\n") + "\n"
    }
}

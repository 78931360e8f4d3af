import FoundationEssentials

/// The one set-up of every `--json` output: sorted keys, indented, slashes as they are, dates in
/// ISO 8601, and a final newline, so scripts and diffs see stable text.
public enum JSONOutput {
    /// `value` as JSON text; `{}` should encoding ever fail (the shapes here cannot).
    public static func text(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        guard let data = try? encoder.encode(value) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

import Foundation

/// How forge prints JSON for scripts: pretty, keys sorted, slashes as they are, a newline at the end.
package enum JSONDocument {
    /// `value` as forge's JSON output; `{}` if it cannot be encoded (forge's outputs always can).
    package static func text(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}") + "\n"
    }
}

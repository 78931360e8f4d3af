import ForgeSupport

/// A JSON value with ordered object keys, written the way manifests are laid out by hand: short
/// arrays and objects on one line, longer ones one item per line.
package indirect enum ManifestJSON: Equatable {
    case string(String)
    case number(Int)
    case bool(Bool)
    case array([ManifestJSON])
    case object([(String, ManifestJSON)])

    package static func == (lhs: ManifestJSON, rhs: ManifestJSON) -> Bool { lhs.text() == rhs.text() }

    /// `"a"` for one string, an array otherwise.
    package static func strings(_ values: [String]) -> ManifestJSON { .array(values.map(ManifestJSON.string)) }

    /// The document text, ending with a newline.
    package func document() -> String { text(indent: 0) + "\n" }

    private static let lineWidth = 100

    package func text(indent: Int = 0) -> String {
        // The document's top-level object always takes one member per line.
        if indent > 0 || !isObject, let inline = inline(within: Self.lineWidth - indent * 2) { return inline }
        let pad = String(repeating: "  ", count: indent + 1)
        let closing = String(repeating: "  ", count: indent)
        switch self {
        case .array(let items):
            return "[\n" + items.map { pad + $0.text(indent: indent + 1) }.joined(separator: ",\n") + "\n" + closing
                + "]"
        case .object(let members):
            return "{\n"
                + members.map { pad + "\(Self.quoted($0.0)): \($0.1.text(indent: indent + 1))" }
                .joined(separator: ",\n") + "\n" + closing + "}"
        default:
            return inline(within: .max) ?? ""
        }
    }

    /// The value on one line, however long: an entry inserted into a list a person laid out.
    package func inlineText() -> String { inline(within: .max) ?? "" }

    private var isObject: Bool {
        if case .object = self { return true }
        return false
    }

    /// The value on one line, or nil when that line would be longer than `limit` characters. Gives up as soon
    /// as it is too long: a document is laid out top-down, and each level tries its children inline first.
    private func inline(within limit: Int) -> String? {
        var text = ""
        return appendInline(to: &text, limit: limit) ? text : nil
    }

    private func appendInline(to text: inout String, limit: Int) -> Bool {
        switch self {
        case .string(let value): text += Self.quoted(value)
        case .number(let value): text += String(value)
        case .bool(let value): text += value ? "true" : "false"
        case .array(let items):
            text += "["
            for (index, item) in items.enumerated() {
                if index > 0 { text += ", " }
                guard item.appendInline(to: &text, limit: limit) else { return false }
            }
            text += "]"
        case .object(let members):
            guard !members.isEmpty else {
                text += "{}"
                break
            }
            text += "{ "
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { text += ", " }
                text += Self.quoted(key) + ": "
                guard value.appendInline(to: &text, limit: limit) else { return false }
            }
            text += " }"
        }
        return text.utf8.count <= limit || text.count <= limit
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    package static func quoted(_ value: String) -> String {
        "\""
            + SwiftLiteral.escaped(value) { scalar in
                let hex = String(scalar.value, radix: 16)
                return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } + "\""
    }
}

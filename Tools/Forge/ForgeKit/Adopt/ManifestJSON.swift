/// A JSON value with ordered object keys, written the way manifests are laid out by hand: short
/// arrays and objects on one line, longer ones one item per line.
indirect enum ManifestJSON: Equatable {
    case string(String)
    case number(Int)
    case bool(Bool)
    case array([ManifestJSON])
    case object([(String, ManifestJSON)])

    static func == (lhs: ManifestJSON, rhs: ManifestJSON) -> Bool { lhs.text() == rhs.text() }

    /// `"a"` for one string, an array otherwise.
    static func strings(_ values: [String]) -> ManifestJSON { .array(values.map(ManifestJSON.string)) }

    /// The document text, ending with a newline.
    func document() -> String { text(indent: 0) + "\n" }

    private static let lineWidth = 100

    func text(indent: Int = 0) -> String {
        // The document's top-level object always takes one member per line.
        if indent > 0 || !isObject, let inline = inline(), inline.count + indent * 2 <= Self.lineWidth { return inline }
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
            return inline() ?? ""
        }
    }

    private var isObject: Bool {
        if case .object = self { return true }
        return false
    }

    /// The value on one line.
    private func inline() -> String? {
        switch self {
        case .string(let value): return Self.quoted(value)
        case .number(let value): return String(value)
        case .bool(let value): return value ? "true" : "false"
        case .array(let items):
            let parts = items.compactMap { $0.inline() }
            return "[" + parts.joined(separator: ", ") + "]"
        case .object(let members):
            if members.isEmpty { return "{}" }
            return "{ "
                + members.compactMap { key, value in value.inline().map { "\(Self.quoted(key)): \($0)" } }
                .joined(separator: ", ") + " }"
        }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    static func quoted(_ value: String) -> String {
        "\""
            + SwiftLiteral.escaped(value) { scalar in
                let hex = String(scalar.value, radix: 16)
                return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } + "\""
    }
}

/// Swift source spellings of values, for generated code.
package enum SwiftLiteral {
    /// A string literal; escaping keeps the output valid whatever the text holds.
    package static func string(_ text: String) -> String {
        "\"" + escaped(text) { "\\u{\(String($0.value, radix: 16))}" } + "\""
    }

    /// `text` with quotes, backslashes and control characters escaped, as Swift and JSON string literals share;
    /// `control` spells any other control character (`\u{1b}` in Swift, `\u001b` in JSON).
    package static func escaped(_ text: String, control: (Unicode.Scalar) -> String) -> String {
        if !text.utf8.contains(where: {
            $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 || $0 == 0x7F
        }) {
            return text
        }
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    escaped += control(scalar)
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return escaped
    }

    /// `["a", "b"]`.
    package static func stringArray(_ items: [String]) -> String {
        "[" + items.map(string).joined(separator: ", ") + "]"
    }
}

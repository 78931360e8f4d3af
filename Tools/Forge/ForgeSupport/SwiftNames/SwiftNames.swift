/// Rules for names that end up in generated Swift code.
package enum SwiftNames {
    /// Keywords that cannot name a module without backticks.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "_", "Type", "Protocol", "some", "any", "consume", "copy",
        "borrowing", "consuming", "package", "macro",
    ]

    /// Why `name` cannot be a module name, or nil when it can.
    package static func problem(withIdentifier name: String) -> String? {
        if name.isEmpty { return "the name is empty" }
        for scalar in name.unicodeScalars {
            switch scalar {
            case "\"": return "it contains a double quote"
            case "\\": return "it contains a backslash"
            case " ", "\t": return "it contains a space"
            default: if scalar.value < 0x20 || scalar.value == 0x7F { return "it contains a control character" }
            }
        }
        guard let first = name.unicodeScalars.first, isIdentifierHead(first) else {
            return "it must start with a letter or '_'"
        }
        if let bad = name.unicodeScalars.first(where: { !isIdentifierHead($0) && !isDigit($0) }) {
            return "'\(bad.escaped(asASCII: false))' is not allowed in a Swift identifier (use letters, digits and '_')"
        }
        if keywords.contains(name) { return "'\(name)' is a Swift keyword" }
        return nil
    }

    /// Whether `name` is an UpperCamelCase identifier, the convention for module and feature names.
    package static func isUpperCamelCase(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        return ("A"..."Z").contains(first) && !name.contains("_")
    }

    /// The name rewritten as a valid identifier, for suggestions ("movie list" -> "MovieList").
    package static func suggestedIdentifier(for name: String) -> String? {
        let words = name.split(whereSeparator: { !($0.isLetter || $0.isNumber) })
        let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let first = joined.unicodeScalars.first, isIdentifierHead(first),
            joined.unicodeScalars.allSatisfy({ isIdentifierHead($0) || isDigit($0) }), !keywords.contains(joined)
        else { return nil }
        return joined
    }

    private static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
}

extension SwiftNames {
    /// The module name SwiftPM derives from a target name: every character that cannot be in a C99
    /// identifier becomes '_', and so does a leading digit (`swift-nio` -> `swift_nio`, `1up` -> `_up`).
    package static func c99Name(_ name: String) -> String {
        // Nearly every name is already one; checking the bytes is much cheaper than rebuilding it.
        let isAlreadyValid = name.utf8.enumerated().allSatisfy { index, byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"): true
            case UInt8(ascii: "0")...UInt8(ascii: "9"): index > 0
            default: false
            }
        }
        if isAlreadyValid && !name.isEmpty { return name }
        var result = String.UnicodeScalarView()
        for (index, scalar) in name.unicodeScalars.enumerated() {
            let isDigit = scalar.properties.numericType != nil
            let valid =
                scalar.isASCII
                ? (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
                    || ("0"..."9").contains(scalar))
                : (scalar.properties.isAlphabetic || isDigit)
            result.append(valid && !(index == 0 && isDigit) ? scalar : "_")
        }
        return String(result)
    }
}

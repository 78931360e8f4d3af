import Foundation

/// A parsed `#if` condition: the grammar the compiler accepts after `#if` and `#elseif`.
package indirect enum CompilationCondition: Equatable, Sendable {
    case literal(Bool)
    /// A compilation condition set with `-D` (`DEBUG`), or a `$Feature` check.
    case flag(String)
    case not(CompilationCondition)
    case and(CompilationCondition, CompilationCondition)
    case or(CompilationCondition, CompilationCondition)
    /// `os(Linux)`, `arch(x86_64)`, `canImport(A.B, _version: 2)`, `swift(>=5.9)`, ...: the function and its
    /// argument text, without spaces (`>=5.9`, `A.B,_version:2`).
    case test(String, String)
    /// Text that is not a condition the compiler accepts, kept as written.
    case unreadable(String)

    /// The condition as the text `forge imports` prints: operators spaced, parentheses where needed.
    package var text: String {
        switch self {
        case .literal(let value): value ? "true" : "false"
        case .flag(let name): name
        case .not(let inner):
            switch inner {
            case .and, .or: "!(\(inner.text))"
            default: "!\(inner.text)"
            }
        case .and(let left, let right): "\(Self.operand(left, in: "&&")) && \(Self.operand(right, in: "&&"))"
        case .or(let left, let right): "\(Self.operand(left, in: "||")) || \(Self.operand(right, in: "||"))"
        case .test(let function, let argument): "\(function)(\(argument.replacingOccurrences(of: ",", with: ", ")))"
        case .unreadable(let text): text
        }
    }

    private static func operand(_ condition: CompilationCondition, in operation: String) -> String {
        switch (condition, operation) {
        case (.or, "&&"), (.and, "||"): "(\(condition.text))"
        default: condition.text
        }
    }

    /// Parses a condition; `.unreadable` when the text is not one the compiler would accept.
    static func parse(_ text: String) -> CompilationCondition {
        var parser = ConditionParser(Array(text.utf8))
        guard let condition = parser.orExpression(), parser.atEnd else {
            return .unreadable(text.trimmingCharacters(in: .whitespaces))
        }
        return condition
    }

    /// All of `conditions` together (`true` for none).
    static func all(_ conditions: [CompilationCondition]) -> CompilationCondition {
        conditions.dropFirst().reduce(conditions.first ?? .literal(true)) { .and($0, $1) }
    }
}

/// Recursive descent over `||` (lowest), `&&`, `!`, parentheses and primaries, as the compiler binds them.
private struct ConditionParser {
    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var atEnd: Bool {
        mutating get {
            skipSpaces()
            return index >= bytes.count
        }
    }

    private mutating func skipSpaces() {
        while index < bytes.count,
            bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t")
                || bytes[index] == UInt8(ascii: "\r")
        {
            index += 1
        }
    }

    private mutating func take(_ text: String) -> Bool {
        skipSpaces()
        let expected = Array(text.utf8)
        guard bytes[index...].starts(with: expected) else { return false }
        index += expected.count
        return true
    }

    mutating func orExpression() -> CompilationCondition? {
        chain("||", CompilationCondition.or) { $0.andExpression() }
    }

    private mutating func andExpression() -> CompilationCondition? {
        chain("&&", CompilationCondition.and) { $0.unary() }
    }

    /// `operand (operator operand)*`, left-associative, as the compiler groups `a && b && c`.
    private mutating func chain(
        _ operator: String, _ combine: (CompilationCondition, CompilationCondition) -> CompilationCondition,
        operand: (inout ConditionParser) -> CompilationCondition?
    ) -> CompilationCondition? {
        guard var left = operand(&self) else { return nil }
        while take(`operator`) {
            guard let right = operand(&self) else { return nil }
            left = combine(left, right)
        }
        return left
    }

    private mutating func unary() -> CompilationCondition? {
        if take("!") { return unary().map(CompilationCondition.not) }
        if take("(") {
            guard let inner = orExpression(), take(")") else { return nil }
            return inner
        }
        skipSpaces()
        let name = identifier()
        guard !name.isEmpty else { return nil }
        if name == "true" || name == "false" { return .literal(name == "true") }
        skipSpaces()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "(") else { return .flag(name) }
        index += 1
        var depth = 1
        var argument: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "(") { depth += 1 }
            if byte == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return .test(name, String(decoding: argument, as: UTF8.self)) }
            }
            if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") { argument.append(byte) }
        }
        return nil
    }

    private mutating func identifier() -> String {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            let isLetter =
                (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
                || byte == UInt8(ascii: "$") || byte >= 0x80
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            guard isLetter || (isDigit && index > start) else { break }
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }
}

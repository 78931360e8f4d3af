/// Finds the plain string literal each call to a function opens with, such as the command names of
/// `CommandSpec("search", ...)`, reading Swift as the lexer does: comments, other strings and names that
/// merely contain the function's name do not count.
package struct CallArgumentScanner {
    /// The function or type whose calls are read.
    package let callee: String

    package init(callee: String) {
        self.callee = callee
    }

    /// The first argument of every call to `callee` in `source` that is a plain string literal, in order.
    package func firstStringArguments(in source: [UInt8]) -> [String] {
        var lexer = Lexer(bytes: source)
        var found: [String] = []
        // The two tokens before this one, newlines aside: the callee's name and the opening parenthesis.
        var name: Token.Kind?
        var parenthesis: Token.Kind?
        while let token = lexer.next() {
            if case .newline = token.kind { continue }
            if case .literal = token.kind, case .identifier(let range, _)? = name,
                case .punctuation(UInt8(ascii: "("))? = parenthesis, lexer.text(range) == callee,
                let text = Self.plainString(in: source, at: token.position.offset)
            {
                found.append(text)
            }
            (name, parenthesis) = (parenthesis, token.kind)
        }
        return found
    }

    /// The content of `"..."` starting at `offset`, when it has no escapes or interpolations.
    private static func plainString(in source: [UInt8], at offset: Int) -> String? {
        guard source[offset] == UInt8(ascii: "\"") else { return nil }
        var end = offset + 1
        while end < source.count, source[end] != UInt8(ascii: "\"") {
            if source[end] == UInt8(ascii: "\\") || source[end] == UInt8(ascii: "\n") { return nil }
            end += 1
        }
        guard end < source.count else { return nil }
        return String(decoding: source[(offset + 1)..<end], as: UTF8.self)
    }
}

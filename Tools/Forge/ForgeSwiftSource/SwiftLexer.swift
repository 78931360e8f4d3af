import ForgeDiagnostics

/// The tokens the import scanner needs from Swift source; everything else is skipped cheaply.
package struct Token {
    package enum Kind {
        /// A name, as the byte range it spans (`Lexer.text(_:)` makes it a string: most names are never looked
        /// at, and making each a String was most of the scanner's allocations); `escaped` for a backticked one
        /// (`` `import` `` is a name, never the keyword).
        case identifier(Range<Int>, escaped: Bool)
        /// `@name` or `@name(arguments)`, without the `@`.
        case attribute(String)
        /// `#if` / `#elseif` / `#else` / `#endif` with the rest of its line.
        case directive(String, condition: String)
        /// A comment, as the byte range it spans (most are never looked at).
        case comment(Range<Int>, ownLine: Bool)
        case punctuation(UInt8)
        case literal
        case newline
    }

    package let kind: Kind
    /// Where the token starts: its line, the byte offset of that line and its own byte offset, from which
    /// `Lexer.location(of:)` makes the column.
    let position: Position

    struct Position {
        let line: Int
        let lineStart: Int
        let offset: Int
    }
}

/// A lexer over UTF-8 bytes that knows Swift's comments and string literals well enough never to
/// mistake their contents for code.
package struct Lexer {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    /// Whether only whitespace has been seen on the current line.
    private var lineIsBlank = true

    package init(bytes: [UInt8]) {
        self.bytes = bytes
        // A UTF-8 byte-order mark is no token, but its three bytes count in the first line's columns: the
        // compiler's diagnostics put `import X` after one at column 4.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// Where the token starting at `index` is.
    private var position: Token.Position { Token.Position(line: line, lineStart: lineStart, offset: index) }

    /// The line and column where `token` starts. Columns count UTF-8 bytes from 1, as the compiler's
    /// diagnostics do ("let é = 1; import X" has X at column 20, not 19), a byte-order mark included.
    func location(of token: Token) -> SourceLocation {
        SourceLocation(line: token.position.line, column: token.position.offset - token.position.lineStart + 1)
    }

    private func peek(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private mutating func newline() {
        index += 1
        line += 1
        lineStart = index
        lineIsBlank = true
    }

    package mutating func next() -> Token? {
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\n"):
                let token = Token(kind: .newline, position: position)
                newline()
                return token
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*"):
                return comment()
            case UInt8(ascii: "\""),
                UInt8(ascii: "#") where isRawStringStart():
                return literal { $0.skipString() }
            case UInt8(ascii: "#") where isExtendedRegexStart():
                return literal { $0.skipExtendedRegex() }
            case UInt8(ascii: "#"):
                return directiveOrHash()
            case UInt8(ascii: "@"):
                return attribute()
            case UInt8(ascii: "`"):
                return escapedIdentifier()
            default:
                return word(byte)
            }
        }
        return nil
    }

    /// `// ...` to the end of the line, or `/* ... */` however nested.
    private mutating func comment() -> Token {
        let start = position, ownLine = lineIsBlank
        let begin = index
        if peek(1) == UInt8(ascii: "/") {
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        } else {
            skipBlockComment()
        }
        return Token(kind: .comment(begin..<index, ownLine: ownLine), position: start)
    }

    /// A string or regex literal, skipped whole by `skip`.
    private mutating func literal(_ skip: (inout Lexer) -> Void) -> Token {
        let start = position
        lineIsBlank = false
        skip(&self)
        return Token(kind: .literal, position: start)
    }

    /// `#if`, `#elseif`, `#else` or `#endif` starting a line, with its condition; any other `#` is punctuation.
    private mutating func directiveOrHash() -> Token {
        let start = position
        let wasBlank = lineIsBlank
        lineIsBlank = false
        index += 1
        let name = identifier()
        guard wasBlank, ["if", "elseif", "else", "endif"].contains(name) else {
            return Token(kind: .punctuation(UInt8(ascii: "#")), position: start)
        }
        let begin = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
            if bytes[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") { break }
            index += 1
        }
        return Token(
            kind: .directive(name, condition: String(decoding: bytes[begin..<index], as: UTF8.self)), position: start)
    }

    /// `@name`, with its arguments skipped: `@_spi(Internal)`.
    private mutating func attribute() -> Token {
        let start = position
        lineIsBlank = false
        index += 1
        let nameStart = index
        _ = identifier()
        if peek() == UInt8(ascii: "(") { skipBalancedParentheses() }
        let text = String(decoding: bytes[nameStart..<index], as: UTF8.self)
        return Token(kind: .attribute(text), position: start)
    }

    /// `` `name` ``: an identifier that may spell a keyword.
    private mutating func escapedIdentifier() -> Token {
        let start = position
        lineIsBlank = false
        index += 1
        let begin = index
        _ = identifierEnd()
        let range = begin..<index
        if peek() == UInt8(ascii: "`") { index += 1 }
        return Token(kind: .identifier(range, escaped: true), position: start)
    }

    /// An identifier, a number, or one byte of punctuation.
    private mutating func word(_ byte: UInt8) -> Token {
        let start = position
        lineIsBlank = false
        if isIdentifierStart(byte) {
            let begin = index
            _ = identifierEnd()
            return Token(kind: .identifier(begin..<index, escaped: false), position: start)
        }
        if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
            while index < bytes.count, isIdentifierPart(bytes[index]) || bytes[index] == UInt8(ascii: ".") {
                index += 1
            }
            return Token(kind: .literal, position: start)
        }
        index += 1
        return Token(kind: .punctuation(byte), position: start)
    }

    private func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private func isIdentifierPart(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// The text of a token's bytes, such as an identifier's.
    package func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    /// Whether the bytes of `range` spell `word` (ASCII).
    func spells(_ range: Range<Int>, _ word: StaticString) -> Bool {
        guard range.count == word.utf8CodeUnitCount else { return false }
        return word.withUTF8Buffer { bytes[range].elementsEqual($0) }
    }

    /// Moves past an identifier; returns where it ends.
    private mutating func identifierEnd() -> Int {
        while index < bytes.count, isIdentifierPart(bytes[index]) { index += 1 }
        return index
    }

    private mutating func identifier() -> String {
        let begin = index
        while index < bytes.count, isIdentifierPart(bytes[index]) { index += 1 }
        return String(decoding: bytes[begin..<index], as: UTF8.self)
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else if bytes[index] == UInt8(ascii: "\n") {
                newline()
                lineIsBlank = false
            } else {
                index += 1
            }
        }
    }

    private func isRawStringStart() -> Bool {
        if bytes[index] == UInt8(ascii: "\"") { return true }
        var offset = 0
        while peek(offset) == UInt8(ascii: "#") { offset += 1 }
        return peek(offset) == UInt8(ascii: "\"")
    }

    /// `#/.../#` (any number of `#`): an extended regex literal, whose contents may hold quotes.
    private func isExtendedRegexStart() -> Bool {
        var offset = 0
        while peek(offset) == UInt8(ascii: "#") { offset += 1 }
        return peek(offset) == UInt8(ascii: "/")
    }

    /// Skips an extended regex literal, counting the lines of a multi-line one; an unterminated single-line
    /// literal stops at the end of its line.
    private mutating func skipExtendedRegex() {
        var hashes = 0
        while peek() == UInt8(ascii: "#") {
            hashes += 1
            index += 1
        }
        index += 1  // the opening '/'
        var rest = index
        while rest < bytes.count, bytes[rest] == UInt8(ascii: " ") || bytes[rest] == UInt8(ascii: "\t") { rest += 1 }
        let multiLine = rest >= bytes.count || bytes[rest] == UInt8(ascii: "\n") || bytes[rest] == UInt8(ascii: "\r")
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\") where peek(1) != UInt8(ascii: "\n"):
                index += 2
            case UInt8(ascii: "\n"):
                if !multiLine { return }
                newline()
                lineIsBlank = false
            case UInt8(ascii: "/"):
                var offset = 1
                while offset <= hashes, peek(offset) == UInt8(ascii: "#") { offset += 1 }
                if offset == hashes + 1 {
                    index += offset
                    return
                }
                index += 1
            default:
                index += 1
            }
        }
    }

    /// Whether a raw string that opens with three quotes closes on the same line, as `#"""#` (a one-line raw
    /// string holding a quote) does: the compiler reads it as one line when a quote followed by the closing
    /// `#`s comes before the end of the line. `index` is at the first quote.
    private func rawStringClosesOnItsLine(hashes: Int) -> Bool {
        var position = index + 2
        while position < bytes.count, bytes[position] != UInt8(ascii: "\n"), bytes[position] != UInt8(ascii: "\r") {
            if bytes[position] == UInt8(ascii: "\"") {
                var matched = 0
                while matched < hashes, position + 1 + matched < bytes.count,
                    bytes[position + 1 + matched] == UInt8(ascii: "#")
                {
                    matched += 1
                }
                if matched == hashes { return true }
            }
            position += 1
        }
        return false
    }

    private mutating func skipBalancedParentheses() {
        var depth = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 {
                    index += 1
                    return
                }
            case UInt8(ascii: "\""),
                UInt8(ascii: "#") where isRawStringStart():
                skipString()
                continue
            case UInt8(ascii: "\n"):
                newline()
                lineIsBlank = false
                continue
            default: break
            }
            index += 1
        }
    }

    /// Skips a string literal of any kind, including interpolations that contain strings.
    private mutating func skipString() {
        var hashes = 0
        while peek() == UInt8(ascii: "#") {
            hashes += 1
            index += 1
        }
        let multiLine =
            peek() == UInt8(ascii: "\"") && peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
            && !(hashes > 0 && rawStringClosesOnItsLine(hashes: hashes))
        index += multiLine ? 3 : 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"):
                skipEscape(hashes: hashes, multiLine: multiLine)
            case UInt8(ascii: "\n"):
                if !multiLine { return }  // unterminated single-line string: stop at the line end
                newline()
                lineIsBlank = false
            case UInt8(ascii: "\""):
                // A quote that does not close the string is one byte of it, like any other: the byte after it
                // (a newline, to be counted) is the loop's to read.
                if closesString(hashes: hashes, multiLine: multiLine) { return }
                index += 1
            default:
                index += 1
            }
        }
    }

    /// How many `#` follow `offset` bytes ahead, up to `hashes`.
    private func hashCount(after offset: Int, upTo hashes: Int) -> Int {
        var matched = 0
        while matched < hashes, peek(offset + matched) == UInt8(ascii: "#") { matched += 1 }
        return matched
    }

    /// A backslash in a string: an escape or an interpolation when followed by the string's `#`s, else a
    /// plain character of a raw string.
    private mutating func skipEscape(hashes: Int, multiLine: Bool) {
        guard hashCount(after: 1, upTo: hashes) == hashes else {
            index += 1
            return
        }
        let offset = 1 + hashes
        if peek(offset) == UInt8(ascii: "(") {
            index += offset
            skipBalancedParentheses()
        } else if multiLine, peek(offset) == UInt8(ascii: "\n") || peek(offset) == UInt8(ascii: "\r") {
            // A line continuation (`\` at the end of a line): the newline is left for the loop to count.
            index += offset
        } else {
            index += offset + 1
        }
    }

    /// At a quote: when it closes the string (three quotes for a multi-line one, then the `#`s), moves past
    /// the end and says so; otherwise moves nothing.
    private mutating func closesString(hashes: Int, multiLine: Bool) -> Bool {
        let quotes = multiLine ? 3 : 1
        guard (0..<quotes).allSatisfy({ peek($0) == UInt8(ascii: "\"") }),
            hashCount(after: quotes, upTo: hashes) == hashes
        else { return false }
        index += quotes + hashes
        return true
    }
}

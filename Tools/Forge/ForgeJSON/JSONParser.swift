import ForgeDiagnostics

/// A strict JSON (RFC 8259) parser over UTF-8 bytes that records the line and column of every value.
///
/// Foundation's `JSONSerialization` loses positions, and manifests need errors that say
/// `file:line:column`, so the tool parses JSON itself.
package struct JSONParser {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0
    private static let maximumDepth = 512

    /// Parses one JSON document; anything but whitespace after it is an error.
    package static func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
        try parse(Array(text.utf8))
    }

    /// Parses one JSON document from UTF-8 bytes.
    package static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
        var parser = JSONParser(bytes: bytes)
        if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipWhitespace()
        guard parser.index < parser.bytes.count else {
            throw parser.error("the file is empty; expected a JSON object")
        }
        let node = try parser.parseValue()
        parser.skipWhitespace()
        if parser.index < parser.bytes.count {
            throw parser.error("unexpected \(parser.describeCurrent()) after the end of the JSON value")
        }
        return node
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    // MARK: - Values

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONNode {
        let offset = index
        var node = try parseValueAtLocation()
        node.bytes = offset..<index
        return node
    }

    private mutating func parseValueAtLocation() throws(JSONSyntaxError) -> JSONNode {
        let start = location
        guard index < bytes.count else { throw error("unexpected end of file; expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return JSONNode(value: try parseObject(), location: start)
        case UInt8(ascii: "["): return JSONNode(value: try parseArray(), location: start)
        case UInt8(ascii: "\""): return JSONNode(value: .string(try parseString()), location: start)
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return JSONNode(value: .bool(true), location: start)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return JSONNode(value: .bool(false), location: start)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return JSONNode(value: .null, location: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(value: .number(try parseNumber()), location: start)
        case let byte where isWordByte(byte):
            throw bareWordError()
        default:
            throw error(
                "unexpected \(describeCurrent()); expected a value (object, array, string, number, true, false or null)"
            )
        }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONNode.Value {
        try enterNesting()
        index += 1
        var members: [JSONNode.Member] = []
        skipWhitespace()
        if peek(UInt8(ascii: "}")) {
            index += 1
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else {
                if peek(UInt8(ascii: "}")) { throw error("trailing comma before '}'; remove the last ','") }
                throw error("unexpected \(describeCurrent()); expected a key in double quotes")
            }
            let keyLocation = location
            let keyOffset = index
            let key = try parseString()
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else {
                throw error("unexpected \(describeCurrent()) after key \"\(key)\"; expected ':'")
            }
            index += 1
            skipWhitespace()
            let value = try parseValue()
            members.append(JSONNode.Member(key: key, keyLocation: keyLocation, value: value, keyOffset: keyOffset))
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                index += 1
                continue
            }
            if peek(UInt8(ascii: "}")) {
                index += 1
                depth -= 1
                return .object(members)
            }
            throw error("unexpected \(describeCurrent()) in object; expected ',' or '}'")
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONNode.Value {
        try enterNesting()
        index += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
            index += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            if peek(UInt8(ascii: "]")) { throw error("trailing comma before ']'; remove the last ','") }
            elements.append(try parseValue())
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                index += 1
                continue
            }
            if peek(UInt8(ascii: "]")) {
                index += 1
                depth -= 1
                return .array(elements)
            }
            throw error("unexpected \(describeCurrent()) in array; expected ',' or ']'")
        }
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = location
        index += 1
        var runStart = index
        var result = ""
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                result += decodeUTF8(bytes[runStart..<index])
                index += 1
                return result
            }
            if byte < 0x20 {
                if byte == UInt8(ascii: "\n") {
                    throw JSONSyntaxError(
                        message: "unterminated string; a string must end with '\"' on the same line",
                        location: start)
                }
                throw error("control character U+\(hex(UInt32(byte))) inside a string; escape it (e.g. \\n, \\t)")
            }
            if byte == UInt8(ascii: "\\") {
                result += decodeUTF8(bytes[runStart..<index])
                let escapeLocation = location
                index += 1
                guard index < bytes.count else { break }
                switch bytes[index] {
                case UInt8(ascii: "\""): result.append("\"")
                case UInt8(ascii: "\\"): result.append("\\")
                case UInt8(ascii: "/"): result.append("/")
                case UInt8(ascii: "b"): result.append("\u{08}")
                case UInt8(ascii: "f"): result.append("\u{0C}")
                case UInt8(ascii: "n"): result.append("\n")
                case UInt8(ascii: "r"): result.append("\r")
                case UInt8(ascii: "t"): result.append("\t")
                case UInt8(ascii: "u"):
                    index += 1
                    result.unicodeScalars.append(try parseUnicodeEscape(at: escapeLocation))
                    runStart = index
                    continue
                default:
                    throw JSONSyntaxError(
                        message: "invalid escape '\\\(describeByte(bytes[index]))' in string; "
                            + "valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX",
                        location: escapeLocation)
                }
                index += 1
                runStart = index
                continue
            }
            index += 1
        }
        throw JSONSyntaxError(message: "unterminated string; add the closing '\"'", location: start)
    }

    private mutating func parseUnicodeEscape(
        at escapeLocation: SourceLocation
    ) throws(JSONSyntaxError) -> Unicode.Scalar {
        let first = try parseHex4(at: escapeLocation)
        if (0xD800...0xDBFF).contains(first) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
            else {
                throw JSONSyntaxError(
                    message:
                        "unpaired UTF-16 surrogate \\u\(hex(first)); a high surrogate must be followed by a low one",
                    location: escapeLocation)
            }
            index += 2
            let second = try parseHex4(at: escapeLocation)
            guard (0xDC00...0xDFFF).contains(second) else {
                throw JSONSyntaxError(
                    message: "invalid UTF-16 surrogate pair \\u\(hex(first))\\u\(hex(second))", location: escapeLocation
                )
            }
            let combined = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
            return Unicode.Scalar(combined) ?? "\u{FFFD}"
        }
        guard let scalar = Unicode.Scalar(first) else {
            throw JSONSyntaxError(
                message: "unpaired UTF-16 surrogate \\u\(hex(first)); it is not a character on its own",
                location: escapeLocation)
        }
        return scalar
    }

    private mutating func parseHex4(at escapeLocation: SourceLocation) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = hexValue(bytes[index]) else {
                throw JSONSyntaxError(
                    message: "invalid \\u escape; expected four hexadecimal digits", location: escapeLocation)
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        let startLocation = location
        if peek(UInt8(ascii: "-")) { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw error("invalid number; expected a digit after '-'")
        }
        if bytes[index] == UInt8(ascii: "0"), index + 1 < bytes.count, isDigit(bytes[index + 1]) {
            throw JSONSyntaxError(
                message: "invalid number: leading zeros are not allowed in JSON", location: startLocation)
        }
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw error("invalid number; expected a digit after '.'")
            }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw error("invalid number; expected a digit in the exponent")
            }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let number = Double(text) else {
            throw JSONSyntaxError(message: "invalid number '\(text)'", location: startLocation)
        }
        return number
    }

    // MARK: - Helpers

    private mutating func enterNesting() throws(JSONSyntaxError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw error("nesting deeper than \(Self.maximumDepth) levels")
        }
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
        let expected = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
        guard index + expected.count <= bytes.count, bytes[index..<index + expected.count].elementsEqual(expected),
            index + expected.count == bytes.count || !isWordByte(bytes[index + expected.count])
        else { throw bareWordError() }
        index += expected.count
    }

    /// A word that is not a JSON literal, most often a string without its quotes.
    private func bareWordError() -> JSONSyntaxError {
        var end = index
        while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
        let word = String(decoding: bytes[index..<max(end, index + 1)], as: UTF8.self)
        return error("unexpected '\(word)'; strings need double quotes, and the literals are true, false and null")
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                lineStart = index
            case UInt8(ascii: "/")
            where index + 1 < bytes.count
                && (bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*")):
                // Comments are not JSON; stop here so the caller reports them precisely.
                return
            default:
                return
            }
        }
    }

    private func peek(_ byte: UInt8) -> Bool {
        index < bytes.count && bytes[index] == byte
    }

    /// The current position; the column counts Unicode scalars, not bytes, so editors agree with it.
    private var location: SourceLocation {
        var column = 1
        var position = lineStart
        while position < index && position < bytes.count {
            // Count only bytes that start a UTF-8 sequence.
            if bytes[position] & 0xC0 != 0x80 { column += 1 }
            position += 1
        }
        return SourceLocation(line: line, column: column)
    }

    private func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(message: message, location: location)
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let byte = bytes[index]
        if byte == UInt8(ascii: "/") { return "comment (JSON has no comments)" }
        return "'\(describeByte(byte))'"
    }

    private func describeByte(_ byte: UInt8) -> String {
        if byte >= 0x20 && byte < 0x7F { return String(UnicodeScalar(byte)) }
        if byte >= 0x80 {
            var end = index + 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            return String(decoding: bytes[index..<end], as: UTF8.self)
        }
        return "U+\(hex(UInt32(byte)))"
    }

    private func decodeUTF8(_ slice: ArraySlice<UInt8>) -> String {
        String(decoding: slice, as: UTF8.self)
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || isDigit(byte) || byte == UInt8(ascii: "_")
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

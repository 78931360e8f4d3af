/// title.principals' `characters` field: a JSON array of strings (`["Neo"]`, `["Self","Host"]`), decoded
/// from its bytes without building a JSON tree (millions of rows).
enum CharacterList {
    /// The strings of the array in `field`; nil when it is not a JSON array of strings.
    static func decode(_ field: UnsafeBufferPointer<UInt8>) -> [String]? {
        var reader = Reader(bytes: field)
        reader.skipSpaces()
        guard reader.take(UInt8(ascii: "[")) else { return nil }
        var strings: [String] = []
        reader.skipSpaces()
        if reader.take(UInt8(ascii: "]")) { return reader.isAtEnd ? strings : nil }
        repeat {
            reader.skipSpaces()
            guard let string = reader.string() else { return nil }
            strings.append(string)
            reader.skipSpaces()
        } while reader.take(UInt8(ascii: ","))
        guard reader.take(UInt8(ascii: "]")) else { return nil }
        reader.skipSpaces()
        return reader.isAtEnd ? strings : nil
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        var isAtEnd: Bool { position == bytes.count }

        mutating func skipSpaces() {
            while position < bytes.count, bytes[position] == UInt8(ascii: " ") { position += 1 }
        }

        mutating func take(_ byte: UInt8) -> Bool {
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
            return true
        }

        /// A JSON string with its escapes, the quotes around it consumed.
        mutating func string() -> String? {
            guard take(UInt8(ascii: "\"")) else { return nil }
            var scalars = String.UnicodeScalarView()
            var run = position
            func flush(_ end: Int) {
                scalars.append(
                    contentsOf: String(decoding: UnsafeBufferPointer(rebasing: bytes[run..<end]), as: UTF8.self)
                        .unicodeScalars)
            }
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") {
                    flush(position)
                    position += 1
                    return String(scalars)
                }
                guard byte == UInt8(ascii: "\\") else {
                    position += 1
                    continue
                }
                flush(position)
                position += 1
                guard let scalar = escape() else { return nil }
                scalars.append(scalar)
                run = position
            }
            return nil
        }

        /// The character an escape (after its backslash) stands for.
        private mutating func escape() -> Unicode.Scalar? {
            guard position < bytes.count else { return nil }
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return Unicode.Scalar(byte)
            case UInt8(ascii: "n"): return "\n"
            case UInt8(ascii: "t"): return "\t"
            case UInt8(ascii: "r"): return "\r"
            case UInt8(ascii: "b"): return "\u{08}"
            case UInt8(ascii: "f"): return "\u{0C}"
            case UInt8(ascii: "u"): return unicodeEscape()
            default: return nil
            }
        }

        /// `\uXXXX`, a surrogate pair joined.
        private mutating func unicodeEscape() -> Unicode.Scalar? {
            guard let high = hex() else { return nil }
            guard (0xD800..<0xDC00).contains(high) else { return Unicode.Scalar(high) }
            guard take(UInt8(ascii: "\\")), take(UInt8(ascii: "u")), let low = hex(), (0xDC00..<0xE000).contains(low)
            else { return nil }
            return Unicode.Scalar(0x10000 + (high - 0xD800) << 10 + (low - 0xDC00))
        }

        private mutating func hex() -> UInt32? {
            guard position + 4 <= bytes.count else { return nil }
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let digit = Character(Unicode.Scalar(bytes[position])).hexDigitValue else { return nil }
                value = value << 4 | UInt32(digit)
                position += 1
            }
            return value
        }
    }
}

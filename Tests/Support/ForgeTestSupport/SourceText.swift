/// Reading source text at a position as forge and the compiler print it: a line from 1 and a column in UTF-8
/// bytes from 1 (a byte-order mark's bytes included).
package enum SourceText {
    /// The bytes from `line` and `column` of `source` to the end of that line; nil when the position is not in it.
    package static func bytes(atLine line: Int, column: Int, in source: [UInt8]) -> ArraySlice<UInt8>? {
        var lineStart = 0
        for _ in 1..<max(line, 1) {
            guard let newline = source[lineStart...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            lineStart = newline + 1
        }
        let start = lineStart + column - 1
        guard line >= 1, column >= 1, start <= source.count else { return nil }
        let end = source[start...].firstIndex(of: UInt8(ascii: "\n")) ?? source.count
        return source[start..<end]
    }

    /// The same bytes, as text.
    package static func text(atLine line: Int, column: Int, in source: [UInt8]) -> String? {
        bytes(atLine: line, column: column, in: source).map { String(decoding: $0, as: UTF8.self) }
    }
}

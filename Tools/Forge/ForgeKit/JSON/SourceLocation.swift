/// A position in a text file: 1-based line and column (columns count Unicode scalars).
struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    let line: Int
    let column: Int

    init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    var description: String { "\(line):\(column)" }
}

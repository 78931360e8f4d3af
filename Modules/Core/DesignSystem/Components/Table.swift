import PlainText

/// A table that fits the terminal: columns sized from content, the flexible or widest column cut first.
public struct Table: Sendable {
    /// Where text sits in its column.
    public enum Alignment: Sendable {
        case left
        case right
    }

    /// How columns and the header are separated.
    public enum Border: Sendable {
        /// Columns separated by two spaces, a rule under the header.
        case none
        /// `+---+` and `|` lines.
        case ascii
        /// Box-drawing characters.
        case unicode
    }

    /// A column's heading and how it is laid out.
    public struct Column: Sendable {
        /// The heading.
        public let title: String
        /// Left for text, right for numbers.
        public let alignment: Alignment
        /// Shrinks before the others when the table is too wide (e.g. a title column).
        public let isFlexible: Bool
        /// Never cut below this many columns.
        public let minimumWidth: Int

        /// A column headed `title`; see the properties for the other parameters.
        public init(_ title: String, alignment: Alignment = .left, isFlexible: Bool = false, minimumWidth: Int = 3) {
            self.title = title
            self.alignment = alignment
            self.isFlexible = isFlexible
            self.minimumWidth = minimumWidth
        }
    }

    /// One cell: its text and, optionally, a style.
    public struct Cell: Sendable, ExpressibleByStringLiteral {
        /// The text, stripped of control characters.
        public let text: String
        /// The style to paint it with; nil for plain.
        public let style: StyleToken?

        /// A cell showing `text` (control characters removed), painted with `style` when given.
        public init(_ text: String, style: StyleToken? = nil) {
            self.text = TextSanitizer.sanitize(text)
            self.style = style
        }

        /// A plain cell from a string literal.
        public init(stringLiteral value: String) {
            self.init(value)
        }
    }

    /// The columns, left to right.
    public let columns: [Column]
    /// The rows, each with one cell per column.
    public let rows: [[Cell]]
    let border: Border

    /// A table of `rows` under `columns`, separated as `border` says.
    public init(columns: [Column], rows: [[Cell]], border: Border = .none) {
        self.columns = columns
        self.rows = rows
        self.border = border
    }

    /// The table as lines of at most `width` columns (unless even the minimum widths do not fit).
    public func render(width: Int, painter: Painter) -> String {
        let widths = columnWidths(fitting: width)
        var lines: [String] = []
        let header = columns.map { Cell($0.title, style: .title) }
        switch border {
        case .none:
            lines.append(line(header, widths: widths, painter: painter))
            lines.append(
                painter.paint(widths.map { String(repeating: "─", count: $0) }.joined(separator: "  "), .muted))
            lines += rows.map { line($0, widths: widths, painter: painter) }
        case .ascii, .unicode:
            let glyphs = border == .ascii ? BoxGlyphs.ascii : BoxGlyphs.unicode
            lines.append(rule(widths, glyphs.top, glyphs))
            lines.append(line(header, widths: widths, painter: painter, glyphs: glyphs))
            lines.append(rule(widths, glyphs.middle, glyphs))
            lines += rows.map { line($0, widths: widths, painter: painter, glyphs: glyphs) }
            lines.append(rule(widths, glyphs.bottom, glyphs))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Natural widths, then shrunk one column at a time until the table fits.
    func columnWidths(fitting width: Int) -> [Int] {
        var widths = columns.enumerated().map { index, column in
            rows.reduce(DisplayWidth.of(column.title)) { max($0, DisplayWidth.of($1[safe: index]?.text ?? "")) }
        }
        let overhead = border == .none ? 2 * max(0, columns.count - 1) : 3 * columns.count + 1
        let available = width - overhead
        var excess = widths.reduce(0, +) - available
        while excess > 0 {
            let candidates = widths.indices.filter {
                widths[$0] > min(columns[$0].minimumWidth, widths[$0]) && widths[$0] > columns[$0].minimumWidth
            }
            guard !candidates.isEmpty else { break }
            let flexible = candidates.filter { columns[$0].isFlexible }
            let pool = flexible.isEmpty ? candidates : flexible
            let widest = pool.max { widths[$0] < widths[$1] }!
            // Shrink the widest down towards the next widest (or its minimum) in one step.
            let nextWidest = pool.filter { $0 != widest }.map { widths[$0] }.max() ?? 0
            let step = max(1, min(excess, widths[widest] - max(nextWidest, columns[widest].minimumWidth)))
            widths[widest] -= step
            excess -= step
        }
        return widths
    }

    private func line(_ cells: [Cell], widths: [Int], painter: Painter, glyphs: BoxGlyphs? = nil) -> String {
        let rendered = columns.indices.map { index -> String in
            let cell = cells[safe: index] ?? Cell("")
            let text = DisplayWidth.truncate(cell.text, to: widths[index])
            let padding = String(repeating: " ", count: max(0, widths[index] - DisplayWidth.of(text)))
            // Only the text is styled, so underlines and backgrounds do not run into the padding.
            let styled = cell.style.map { painter.paint(text, $0) } ?? text
            return columns[index].alignment == .right ? padding + styled : styled + padding
        }
        guard let glyphs else {
            // No trailing spaces after the last column.
            var joined = rendered.joined(separator: "  ")
            while joined.hasSuffix(" ") { joined.removeLast() }
            return joined
        }
        return glyphs.vertical + " " + rendered.joined(separator: " \(glyphs.vertical) ") + " " + glyphs.vertical
    }

    private func rule(
        _ widths: [Int], _ corners: (left: String, join: String, right: String), _ glyphs: BoxGlyphs
    )
        -> String
    {
        corners.left
            + widths.map { String(repeating: glyphs.horizontal, count: $0 + 2) }.joined(separator: corners.join)
            + corners.right
    }
}

/// The characters a bordered table is drawn with.
private struct BoxGlyphs {
    let horizontal: String
    let vertical: String
    let top: (left: String, join: String, right: String)
    let middle: (left: String, join: String, right: String)
    let bottom: (left: String, join: String, right: String)

    static let ascii = BoxGlyphs(
        horizontal: "-", vertical: "|", top: ("+", "+", "+"), middle: ("+", "+", "+"), bottom: ("+", "+", "+"))
    static let unicode = BoxGlyphs(
        horizontal: "─", vertical: "│", top: ("┌", "┬", "┐"), middle: ("├", "┼", "┤"), bottom: ("└", "┴", "┘"))
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}

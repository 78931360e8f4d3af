/// A table with one selected row that scrolls to keep the selection in view: the body of an
/// interactive list (search results, a chart, the watchlist).
public struct SelectableList: Sendable, Equatable {
    /// How many rows there are.
    public private(set) var count = 0
    /// The selected row, or nil when there are no rows.
    public var selection: Int? { count > 0 ? selected : nil }
    private var selected = 0
    /// The first row on screen.
    private var offset = 0

    /// A list of `count` rows with the first selected.
    public init(count: Int = 0) {
        self.count = max(0, count)
    }

    /// Starts over with `count` rows, the first one selected.
    public mutating func reset(count: Int) {
        self = SelectableList(count: count)
    }

    /// Keeps the selection when the rows change but their number may have shrunk.
    public mutating func resize(count: Int) {
        self.count = max(0, count)
        selected = min(selected, max(0, self.count - 1))
    }

    /// Moves the selection by `delta` rows, stopping at the first and last.
    public mutating func move(by delta: Int) {
        guard count > 0 else { return }
        selected = min(max(0, selected + delta), count - 1)
    }

    /// Rows shown by the last `render`: how far a page moves.
    public private(set) var pageSize = 10

    /// The table's header, then as many rows as fit in `height` lines around the selection,
    /// the selected one marked (unless `marksSelection` is false: focus is elsewhere); scrolls as needed.
    public mutating func render(
        _ table: Table, width: Int, height: Int, painter: Painter, marksSelection: Bool = true
    ) -> [String] {
        let lines = table.render(width: max(1, width - 2), painter: painter).split(
            separator: "\n", omittingEmptySubsequences: false
        ).map(String.init)
        let header = Array(lines.prefix(2))
        let rows = Array(lines.dropFirst(2).prefix(count))
        let visible = max(1, height - header.count)
        pageSize = visible
        if selected < offset { offset = selected }
        if selected >= offset + visible { offset = selected - visible + 1 }
        offset = max(0, min(offset, max(0, rows.count - visible)))
        var output = header.map { "  " + $0 }
        for index in offset..<min(rows.count, offset + visible) {
            output.append(
                index == selected && marksSelection
                    ? painter.paint("›", .selection) + " " + rows[index] : "  " + rows[index])
        }
        return output
    }
}

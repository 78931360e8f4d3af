/// Draws full-screen frames, rewriting only the lines that changed since the last frame, so
/// typing stays smooth however big the screen.
public struct FrameRenderer: Sendable {
    private var previous: [String] = []
    private var previousSize: (width: Int, height: Int) = (0, 0)

    /// A renderer that has drawn nothing yet, so its first frame is drawn in full.
    public init() {}

    /// The bytes that turn the previous frame into `lines` on a `width` x `height` screen.
    /// `cursor` is where to leave the cursor (1-based row and column), hidden when nil.
    public mutating func update(
        _ lines: [String], width: Int, height: Int, cursor: (row: Int, column: Int)? = nil
    )
        -> String
    {
        var frame = Array(lines.prefix(height))
        frame += Array(repeating: "", count: max(0, height - frame.count))
        var output = "\u{1B}[?25l"
        let resized = previousSize != (width, height)
        if resized { output += "\u{1B}[2J" }
        for (row, line) in frame.enumerated() where resized || row >= previous.count || previous[row] != line {
            output += "\u{1B}[\(row + 1);1H" + line + "\u{1B}[K"
        }
        if let cursor { output += "\u{1B}[\(cursor.row);\(cursor.column)H\u{1B}[?25h" }
        previous = frame
        previousSize = (width, height)
        return output
    }

    /// Forgets the last frame, so the next one is drawn in full (after a resize or an overlay).
    public mutating func invalidate() {
        previous = []
        previousSize = (0, 0)
    }
}

import PlainText

/// Labelled values, one per line, labels aligned: the body of a detail screen.
public struct KeyValueList: Sendable {
    /// One labelled value.
    public struct Entry: Sendable {
        let key: String
        let value: String
        let style: StyleToken?

        /// `value` labelled `key`, painted with `style` when given.
        public init(_ key: String, _ value: String, style: StyleToken? = nil) {
            self.key = key
            self.value = value
            self.style = style
        }
    }

    /// The entries, in display order.
    public let entries: [Entry]

    /// A list of `entries`, in display order.
    public init(_ entries: [Entry]) {
        self.entries = entries
    }

    /// `Key    value` lines; values longer than the remaining width are cut with an ellipsis.
    public func render(width: Int, painter: Painter) -> String {
        let keyWidth = entries.map { DisplayWidth.of(TextSanitizer.sanitize($0.key)) }.max() ?? 0
        return entries.map { entry in
            let key = DisplayWidth.pad(TextSanitizer.sanitize(entry.key) + ":", to: keyWidth + 1)
            let value = DisplayWidth.truncate(TextSanitizer.sanitize(entry.value), to: max(1, width - keyWidth - 2))
            return painter.paint(key, .muted) + " " + (entry.style.map { painter.paint(value, $0) } ?? value)
        }.joined(separator: "\n") + "\n"
    }
}

import PlainText

/// A section title with a rule under it.
public enum SectionHeader {
    /// `title`, cut to `width` and painted as a title, over a rule as wide as it.
    public static func render(_ title: String, width: Int, painter: Painter) -> String {
        let clean = DisplayWidth.truncate(TextSanitizer.sanitize(title), to: width)
        return painter.paint(clean, .title) + "\n"
            + painter.paint(String(repeating: "─", count: DisplayWidth.of(clean)), .muted) + "\n"
    }
}

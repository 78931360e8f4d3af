import PlainText

/// Applies the theme's styles to text, or leaves text plain when colour is off.
///
/// Every string is sanitised first: whatever reaches `paint` may come from outside.
public struct Painter: Sendable {
    let theme: Theme
    let colorEnabled: Bool

    /// A painter using `theme`'s colours, or none when `colorEnabled` is false.
    public init(theme: Theme = .standard, colorEnabled: Bool) {
        self.theme = theme
        self.colorEnabled = colorEnabled
    }

    /// A painter that never writes escape sequences (piped output, tests).
    public static let plain = Painter(colorEnabled: false)

    /// Whether it paints: false for plain output (`NO_COLOR`, no terminal), where drawings fall back to ASCII.
    public var paints: Bool { colorEnabled }

    /// `text`, sanitised, in the style of `token`.
    public func paint(_ text: String, _ token: StyleToken) -> String {
        paint(text, style: theme.style(for: token))
    }

    /// `text`, sanitised, in `style`.
    public func paint(_ text: String, style: TextStyle) -> String {
        let clean = TextSanitizer.sanitize(text)
        let opening = style.openingSequence
        guard colorEnabled, !opening.isEmpty, !clean.isEmpty else { return clean }
        return opening + clean + TextStyle.resetSequence
    }
}

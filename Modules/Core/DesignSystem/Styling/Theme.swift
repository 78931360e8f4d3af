/// Maps semantic style tokens to concrete text styles.
public struct Theme: Sendable {
    private let styles: [StyleToken: TextStyle]

    init(_ styles: [StyleToken: TextStyle]) {
        self.styles = styles
    }

    /// The style of `token` (plain when the theme does not define it).
    func style(for token: StyleToken) -> TextStyle { styles[token] ?? .plain }

    /// Movieland's look: readable on dark and light backgrounds, using the 16 standard colours.
    public static let standard = Theme([
        .title: TextStyle(bold: true),
        .accent: TextStyle(foreground: .cyan),
        .muted: TextStyle(dim: true),
        .success: TextStyle(foreground: .green),
        .warning: TextStyle(foreground: .yellow),
        .error: TextStyle(bold: true, foreground: .red),
        .ratingHigh: TextStyle(bold: true, foreground: .green),
        .ratingMedium: TextStyle(foreground: .yellow),
        .ratingLow: TextStyle(foreground: .red),
        .selection: TextStyle(bold: true, foreground: .cyan),
    ])
}

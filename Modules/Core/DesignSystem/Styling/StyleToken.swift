/// The semantic styles views use; the theme decides how each looks, so views never pick colours.
public enum StyleToken: Hashable, Sendable, CaseIterable {
    case title
    case accent
    case muted
    case success
    case warning
    case error
    case ratingHigh
    case ratingMedium
    case ratingLow
    /// The selected row or tab in interactive mode.
    case selection
}

import Common

/// What the detail screen hands back when it closes after the film's watchlist membership changed.
public struct MovieDetailResult: ScreenResult, Equatable {
    public let movieID: String
    /// Whether the film is on the watchlist now.
    public let isOnWatchlist: Bool
    public let message: String
}

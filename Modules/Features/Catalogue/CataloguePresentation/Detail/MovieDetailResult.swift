import Common

/// What the detail screen hands back when it closes after the film's watchlist membership changed.
struct MovieDetailResult: ScreenResult, Equatable {
    let movieID: String
    /// Whether the film is on the watchlist now.
    let isOnWatchlist: Bool
    let message: String
}

import CatalogueDomainApi

/// Puts a film on the watchlist or takes it off, from the detail screen.
public protocol ToggleWatchlistUseCase: Sendable {
    /// Adds `movie` when it is not listed and removes it when it is; returns whether it is listed now.
    func execute(_ movie: Movie) async throws(WatchlistToggleError) -> Bool
}

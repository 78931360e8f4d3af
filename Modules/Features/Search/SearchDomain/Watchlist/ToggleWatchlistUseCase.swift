import CatalogueDomainApi
import WatchlistDomainApi

/// Puts a film of the results on the watchlist or takes it off (the Search tab's `w`).
public protocol ToggleWatchlistUseCase: Sendable {
    /// Adds `movie` when it is not listed and removes it when it is; never throws: a failure is an outcome.
    func execute(_ movie: Movie) async -> WatchlistToggle
}

import CatalogueDomainApi
import WatchlistDomainApi

/// Puts a film on the watchlist or takes it off (`w` on a film's page and on a person's films).
public protocol ToggleWatchlistUseCase: Sendable {
    /// Adds `movie` when it is not listed and removes it when it is; never throws: a failure is an outcome.
    func execute(_ movie: Movie) async -> WatchlistToggle
}

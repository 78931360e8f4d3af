import CatalogueDomainApi
import WatchlistDomainApi

/// Takes a film off the watchlist, named by id or by title (and year).
public protocol RemoveFromWatchlistUseCase: Sendable {
    /// Removes the listed film `film` names; returns the entry removed.
    func execute(_ film: FilmName) async throws(WatchlistError) -> WatchlistEntry
}

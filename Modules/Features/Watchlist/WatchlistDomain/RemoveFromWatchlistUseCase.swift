import WatchlistDomainApi

/// Takes a film off the watchlist, named by id or by title (and year).
public protocol RemoveFromWatchlistUseCase: Sendable {
    /// Removes the listed film `text` names; returns the entry removed.
    func execute(_ text: String, year: Int?) async throws(WatchlistError) -> WatchlistEntry
}

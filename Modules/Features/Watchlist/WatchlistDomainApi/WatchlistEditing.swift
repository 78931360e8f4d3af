/// What other features may change on the watchlist: a film's membership, in one step.
public protocol WatchlistEditing: Sendable {
    /// Adds `film` when it is not listed and removes it when it is, as one step no other process
    /// can interleave with; returns the change made.
    func toggle(_ film: FilmSummary) async throws(WatchlistError) -> WatchlistChange
}

/// What toggling did to the watchlist.
public enum WatchlistChange: Sendable, Equatable {
    case added(WatchlistEntry)
    case removed(WatchlistEntry)
}

import CatalogueDomainApi

/// What other features may change on the watchlist: a film's membership, in one step.
public protocol WatchlistEditing: Sendable {
    /// Adds `film` when it is not listed and removes it when it is, as one step no other process
    /// can interleave with; returns the change made.
    func toggle(_ film: FilmChoice) async throws(WatchlistError) -> WatchlistChange
}

/// What toggling did to the watchlist.
public enum WatchlistChange: Sendable, Equatable, CustomStringConvertible {
    case added(WatchlistEntry)
    case removed(WatchlistEntry)

    /// The film the change concerns.
    public var entry: WatchlistEntry {
        switch self {
        case .added(let entry), .removed(let entry): entry
        }
    }

    /// The change as one line, "Added The Matrix (1999) to your watchlist.": the Watchlist feature's one wording
    /// of it, for its own screens and for the screens of others that change the watchlist.
    public var description: String {
        switch self {
        case .added(let entry): "Added \(entry.name) to your watchlist."
        case .removed(let entry): "Removed \(entry.name) from your watchlist."
        }
    }
}

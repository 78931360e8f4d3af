import WatchlistDomain
import WatchlistDomainApi

/// A watchlist kept in memory, for the Watchlist feature's tests; a test may change it behind a
/// screen's back with `append`.
public actor InMemoryWatchlist: WatchlistRepository {
    /// The entries, oldest first.
    public private(set) var stored: [WatchlistEntry]

    /// A watchlist holding `entries`.
    public init(_ entries: [WatchlistEntry] = []) {
        stored = entries
    }

    /// The entries, oldest first.
    public func entries() async throws(WatchlistError) -> [WatchlistEntry] { stored }

    /// Applies `change` to a copy and keeps it only when `change` does not throw.
    public func modify<Result: Sendable>(
        _ change: @Sendable (inout [WatchlistEntry]) throws(WatchlistError) -> Result
    )
        async throws(WatchlistError) -> Result
    {
        var copy = stored
        let result = try change(&copy)
        stored = copy
        return result
    }

    /// Adds `entry` as another process would.
    public func append(_ entry: WatchlistEntry) { stored.append(entry) }
}

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

    /// The rows imports kept.
    public private(set) var unplaced: [ListFileRow] = []

    /// The rows imports kept.
    public func unplacedRows() async throws(WatchlistError) -> [ListFileRow] { unplaced }

    /// Applies `change` to copies and keeps them only when `change` does not throw.
    public func modifyAll<Result: Sendable>(
        _ change: @Sendable (inout [WatchlistEntry], inout [ListFileRow]) throws(WatchlistError) -> Result
    ) async throws(WatchlistError) -> Result {
        var copy = stored, rows = unplaced
        let result = try change(&copy, &rows)
        stored = copy
        unplaced = rows
        return result
    }

    /// Adds `entry` as another process would.
    public func append(_ entry: WatchlistEntry) { stored.append(entry) }
}

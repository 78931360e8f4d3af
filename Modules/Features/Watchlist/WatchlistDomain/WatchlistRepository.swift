import WatchlistDomainApi

/// Where the watchlist is kept; implemented in WatchlistData.
public protocol WatchlistRepository: Sendable {
    /// The entries, oldest first.
    func entries() async throws(WatchlistError) -> [WatchlistEntry]

    /// Reads, changes and saves the entries as one step no other process can interleave with,
    /// and returns what `change` returned.
    func modify<Result: Sendable>(
        _ change: @Sendable (inout [WatchlistEntry]) throws(WatchlistError) -> Result
    )
        async throws(WatchlistError) -> Result
}

import WatchlistDomainApi

/// Where the watchlist is kept; implemented in WatchlistData.
public protocol WatchlistRepository: Sendable {
    /// The entries, oldest first.
    func entries() async throws(WatchlistError) -> [WatchlistEntry]

    /// The rows imports kept because the catalogue in use did not have their films (or had several), as they
    /// came, to be placed by a later import.
    func unplacedRows() async throws(WatchlistError) -> [ListFileRow]

    /// Reads, changes and saves the entries and the kept rows as one step no other process can interleave
    /// with, and returns what `change` returned.
    func modifyAll<Result: Sendable>(
        _ change: @Sendable (inout [WatchlistEntry], inout [ListFileRow]) throws(WatchlistError) -> Result
    ) async throws(WatchlistError) -> Result
}

extension WatchlistRepository {
    /// Reads, changes and saves the entries as one step no other process can interleave with, and returns what
    /// `change` returned; the kept rows stay as they are.
    public func modify<Result: Sendable>(
        _ change: @Sendable (inout [WatchlistEntry]) throws(WatchlistError) -> Result
    ) async throws(WatchlistError) -> Result {
        try await modifyAll { (entries: inout [WatchlistEntry], _: inout [ListFileRow]) throws(WatchlistError) in
            try change(&entries)
        }
    }
}

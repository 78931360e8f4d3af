import WatchlistDomainApi

/// Exports the watchlist (`watchlist export`, `watchlist list --json`).
public protocol ExportWatchlistUseCase: Sendable {
    /// Every entry, oldest first, as a file of `format`.
    func text(_ format: ListFileFormat) async throws(WatchlistError) -> String

    /// Writes every entry to `path` as a file of `format`, atomically; returns how many films it holds.
    func export(_ format: ListFileFormat, to path: String) async throws(WatchlistError) -> Int
}

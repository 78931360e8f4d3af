import WatchlistDomainApi

/// Exports the watchlist (`watchlist export`).
public protocol ExportWatchlistUseCase: Sendable {
    /// Every entry, oldest first, with its IMDb id and directors where known.
    func films() async throws(WatchlistError) -> [ExportedFilm]

    /// Writes `text` to `path` atomically.
    func save(_ text: String, to path: String) throws(WatchlistError)
}

import WatchlistDomainApi

/// Imports a list file into the watchlist (`watchlist import`).
public protocol ImportWatchlistUseCase: Sendable {
    /// Imports the list at `path`; with `dryRun`, reports what it would do and changes nothing.
    func execute(_ path: String, dryRun: Bool) async throws(WatchlistError) -> ImportReport
}

import DependencyInjection

/// The Watchlist feature's keys: where the list is kept and its use cases, all registered by
/// `WatchlistDependencies` (the one place the feature is put together).
extension Container {
    /// Where the watchlist is kept.
    public var watchlistRepository: Factory<any WatchlistRepository> { promised().singleton }

    /// Adds a film (`watchlist add`).
    public var addToWatchlist: Factory<any AddToWatchlistUseCase> { promised() }

    /// Takes a film off (`watchlist remove`, the Watchlist tab's `d`).
    public var removeFromWatchlist: Factory<any RemoveFromWatchlistUseCase> { promised() }

    /// Lists the films (`watchlist list`, the Watchlist tab).
    public var listWatchlist: Factory<any ListWatchlistUseCase> { promised() }

    /// Reads IMDb, Letterboxd and Movieland list files (`watchlist import`).
    public var listFileReader: Factory<any ListFileReading> { promised() }

    /// Writes Movieland's list files, atomically (`watchlist export`).
    public var listFileWriter: Factory<any ListFileWriting> { promised() }

    /// Imports a list file (`watchlist import`).
    public var importWatchlist: Factory<any ImportWatchlistUseCase> { promised() }

    /// Exports the watchlist (`watchlist export`, `watchlist list --json`).
    public var exportWatchlist: Factory<any ExportWatchlistUseCase> { promised() }
}

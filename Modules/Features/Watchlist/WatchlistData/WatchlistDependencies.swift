import DependencyInjection
import FoundationEssentials
import WatchlistDomain
import WatchlistDomainApi

/// Registers the Watchlist feature's implementations.
public enum WatchlistDependencies: AutoRegistering {
    /// The use cases and what the Watchlist feature offers others; the file comes with `register(dataDirectory:in:)`.
    public static func autoRegister(_ container: Container) {
        container.watchlistQuerying.register { WatchlistMembership(repository: container.watchlistRepository()) }
        container.watchlistEditing.register { WatchlistMembership(repository: container.watchlistRepository()) }
        container.addToWatchlist.register { AddToWatchlist.make(container) }
        container.removeFromWatchlist.register { RemoveFromWatchlist.make(container) }
        container.listWatchlist.register { ListWatchlist.make(container) }
        container.listFileReader.register { ListFileReader() }
        container.listFileWriter.register { ListFileWriter() }
        container.importWatchlist.register { ImportWatchlist.make(container) }
        container.exportWatchlist.register { ExportWatchlist.make(container) }
    }

    /// Keeps the watchlist in `watchlist.json` in Movieland's data folder, which the App resolves once; the
    /// entries of the file that cannot be read go to `onDamagedEntries` (with the file's path) each time it is read.
    public static func register(
        dataDirectory: URL, in container: Container,
        onDamagedEntries: @escaping @Sendable (String, [DamagedWatchlistEntry]) -> Void = { _, _ in }
    ) {
        // The file's URL is made when the repository is first resolved: a command that never reads the file
        // does not pay for `appendingPathComponent`.
        container.watchlistRepository.register {
            FileWatchlistRepository(
                fileURL: dataDirectory.appendingPathComponent("watchlist.json"), onDamagedEntries: onDamagedEntries)
        }
    }
}

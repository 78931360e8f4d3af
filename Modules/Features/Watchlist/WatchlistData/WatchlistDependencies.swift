import DependencyInjection
import Foundation
import WatchlistDomain
import WatchlistDomainApi

/// Registers the Watchlist feature's implementations.
public enum WatchlistDependencies: AutoRegistering {
    /// The watchlist file in the user's data folder (`XDG_DATA_HOME`).
    public static func autoRegister(_ container: Container) {
        let url = FileWatchlistRepository.defaultFileURL(environment: ProcessInfo.processInfo.environment)
        container.watchlistRepository.register { FileWatchlistRepository(fileURL: url) }
        container.watchlistQuerying.register { WatchlistMembership(repository: container.watchlistRepository()) }
        container.watchlistEditing.register { WatchlistMembership(repository: container.watchlistRepository()) }
    }
}

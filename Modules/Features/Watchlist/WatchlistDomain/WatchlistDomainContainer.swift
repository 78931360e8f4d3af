import DependencyInjection
import SearchDomainApi
import WatchlistDomainApi

extension Container {
    /// Where the watchlist is kept; registered by `WatchlistDependencies.autoRegister`.
    public var watchlistRepository: Factory<any WatchlistRepository> { promised().singleton }

    public var addToWatchlist: Factory<AddToWatchlist> {
        self { AddToWatchlist(repository: self.watchlistRepository(), catalogue: self.movieCatalogue()) }
    }

    public var removeFromWatchlist: Factory<RemoveFromWatchlist> {
        self { RemoveFromWatchlist(repository: self.watchlistRepository()) }
    }

    public var listWatchlist: Factory<ListWatchlist> {
        self { ListWatchlist(repository: self.watchlistRepository(), catalogue: self.movieCatalogue()) }
    }
}

import DependencyInjection
import SearchDomain

/// Registers the Search feature's use cases; they search the catalogue through `CatalogueDomainApi`.
public enum SearchDependencies: AutoRegistering {
    /// Registers searching and the results' watchlist toggle.
    public static func autoRegister(_ container: Container) {
        container.searchMovies.register { SearchMovies.make(container) }
        container.toggleWatchlist.register { ToggleWatchlist.make(container) }
    }
}

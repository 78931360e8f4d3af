import DependencyInjection
import SearchDomain

/// Registers the Search feature's use cases; they search the catalogue through `CatalogueDomainApi`, and mark
/// the films you have seen or rated through `HistoryDomainApi`.
public enum SearchDependencies: AutoRegistering {
    /// Registers searching, the results' marks and their watchlist toggle.
    public static func autoRegister(_ container: Container) {
        container.searchMovies.register { SearchMovies.make(container) }
        container.markSeenFilms.register { MarkSeenFilms.make(container) }
        container.toggleWatchlist.register { ToggleWatchlist.make(container) }
    }
}

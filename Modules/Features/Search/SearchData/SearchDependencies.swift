import DependencyInjection
import SearchDomain

/// Registers the Search feature's use cases; they search the catalogue through `CatalogueDomainApi`.
public enum SearchDependencies: AutoRegistering {
    /// Registers searching, the detail screen and its watchlist toggle, and a person's films.
    public static func autoRegister(_ container: Container) {
        container.searchMovies.register { SearchMovies.make(container) }
        container.showMovieDetail.register { ShowMovieDetail.make(container) }
        container.toggleWatchlist.register { ToggleWatchlist.make(container) }
        container.showPerson.register { ShowPerson.make(container) }
    }
}

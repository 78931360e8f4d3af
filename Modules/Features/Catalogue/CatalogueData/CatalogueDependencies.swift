import CatalogueDomain
import CatalogueDomainApi
import DependencyInjection
import FoundationEssentials

/// Registers the Catalogue feature's implementations: the source films come from, the offline catalogue's
/// library and its maintenance, and what a film's and a person's pages show.
public enum CatalogueDependencies: AutoRegistering {
    /// Registers the maintenance use case, how titles are compared, how similar films are found, and the pages'
    /// use cases (a film in full, its watchlist toggle, a person's films); the source comes with `register(_:in:)`
    /// and the library with `registerLibrary`, which fill other keys.
    public static func autoRegister(_ container: Container) {
        container.maintainCatalogue.register { MaintainCatalogue.make(container) }
        container.titleMatching.register { FoldedTitles() }
        container.similarFilmFinding.register { SimilarFinder.make(container) }
        container.findSimilarFilms.register { FindSimilarFilms.make(container) }
        container.showMovieDetail.register { ShowMovieDetail.make(container) }
        container.toggleWatchlist.register { ToggleWatchlist.make(container) }
        container.showPerson.register { ShowPerson.make(container) }
    }

    /// Registers where the offline catalogue is kept and imported to: `dataDirectory` is Movieland's data
    /// folder, `datasetsURL` where the IMDb datasets are downloaded from (nil: IMDb's own location).
    public static func registerLibrary(dataDirectory: URL, datasetsURL: URL?, in container: Container) {
        container.catalogueLibrary.register {
            LocalCatalogueLibrary(
                dataDirectory: dataDirectory, embeddedPath: OfflineMovieRepository.embeddedPath,
                datasetsURL: datasetsURL)
        }
    }

    /// Selects the data source of every use case and of the shared `MovieCatalogue`.
    public static func register(_ source: CatalogueSource, in container: Container) {
        container.movieCatalogue.register { source.makeCatalogue(in: container) }
    }
}

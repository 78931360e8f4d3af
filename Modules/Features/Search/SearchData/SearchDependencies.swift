import DependencyInjection
import Foundation
import SearchDomain
import SearchDomainApi

/// Registers the Search feature's implementations.
public enum SearchDependencies: AutoRegistering {
    /// Registers the use cases, and the embedded catalogue as the default source.
    public static func autoRegister(_ container: Container) {
        container.searchMovies.register { SearchMovies.make(container) }
        container.showMovieDetail.register { ShowMovieDetail.make(container) }
        container.toggleWatchlist.register { ToggleWatchlist.make(container) }
        container.maintainCatalogue.register { MaintainCatalogue.make(container) }
        register(.embedded, in: container)
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

    /// Selects the data source every Search use case and the shared `MovieCatalogue` use.
    public static func register(_ source: CatalogueSource, in container: Container) {
        container.movieRepository.register { source.makeRepository(in: container) }
        container.movieCatalogue.register { RepositoryCatalogue(repository: container.movieRepository()) }
    }
}

import CatalogueDomainApi
import DependencyInjection

/// Which offline catalogue file: the one shipped with the app, or an IMDb import.
enum OfflineCatalogueLocation: Hashable, Sendable {
    case embedded
    case imported(path: String)
}

extension Container {
    /// The offline catalogue at a location known only at run time (`--source`, the imported file), open while
    /// something holds it: the use cases of a run share one mapping of the file, and once every holder has let
    /// it go (a screen rebuilt after `catalogue import` replaced the file), the next one opens the file afresh.
    var offlineCatalogue: ParameterFactory<OfflineCatalogueLocation, any MovieCatalogue> {
        self { location in OfflineMovieRepository.open(location) }.shared
    }
}

extension OfflineMovieRepository {
    /// The catalogue at `location`, or a repository that reports why it could not be opened.
    static func open(_ location: OfflineCatalogueLocation) -> any MovieCatalogue {
        switch location {
        case .embedded:
            do {
                return try OfflineMovieRepository()
            } catch {
                return UnavailableCatalogue(error: error)
            }
        case .imported(let path):
            do {
                return try OfflineMovieRepository(path: path)
            } catch {
                return UnavailableCatalogue(error: .importedCatalogueUnavailable(error.description))
            }
        }
    }
}

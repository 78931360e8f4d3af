import CatalogueDomain
import CatalogueDomainApi
import DependencyInjection

/// Where films come from; the App picks one at start.
public enum CatalogueSource: Sendable {
    /// The catalogue shipped with the app (offline).
    case embedded
    /// The IMDb datasets imported by `movieland catalogue import` or `update` (offline), at `path`.
    case imported(path: String)
    /// OMDb (www.omdbapi.com), with an API key.
    case omdb(OnlineSourceConfiguration)
    /// TMDB (api.themoviedb.org), with a read-access token.
    case tmdb(OnlineSourceConfiguration)

    /// The catalogue reading this source; offline catalogues come from `container`, which shares an open file.
    func makeCatalogue(in container: Container) -> any MovieCatalogue {
        switch self {
        case .embedded: container.offlineCatalogue(.embedded)
        case .imported(let path): container.offlineCatalogue(.imported(path: path))
        case .omdb(let configuration): OMDbMovieRepository(configuration: configuration)
        case .tmdb(let configuration): TMDBMovieRepository(configuration: configuration)
        }
    }
}

/// Stands in for a source that failed to open, so the failure reaches the person as a message.
struct UnavailableCatalogue: MovieCatalogue {
    let error: CatalogueError

    func search(_ query: SearchQuery) async throws(CatalogueError) -> SearchResultPage { throw error }
    func movie(id: MovieID) async throws(CatalogueError) -> Movie { throw error }
    func movies(titled title: String, year: Int?) async throws(CatalogueError) -> [Movie] { throw error }
    func movies(minimumVotes: Int) async throws(CatalogueError) -> [Movie] { throw error }
    func movieID(from text: String) -> MovieID? { nil }
}

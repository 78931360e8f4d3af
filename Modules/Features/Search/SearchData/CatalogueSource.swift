import SearchDomain
import SearchDomainApi

/// Where films come from; the App picks one at start.
public enum CatalogueSource: Sendable {
    /// The catalogue shipped with the app (offline).
    case embedded

    func makeRepository() -> any MovieRepository {
        switch self {
        case .embedded:
            do {
                return try EmbeddedMovieRepository()
            } catch {
                return UnavailableRepository(error: error)
            }
        }
    }
}

/// Stands in for a source that failed to open, so the failure reaches the person as a message.
struct UnavailableRepository: MovieRepository {
    let error: CatalogueError

    func search(_ query: SearchQuery) async throws(CatalogueError) -> SearchResultPage { throw error }
    func movie(id: MovieID) async throws(CatalogueError) -> Movie { throw error }
    func movies(titled title: String, year: Int?) async throws(CatalogueError) -> [Movie] { throw error }
    func movies(minimumVotes: Int) async throws(CatalogueError) -> [Movie] { throw error }
    func movieID(from text: String) -> MovieID? { nil }
}

import DependencyInjection
import SearchDomainApi

/// Searches the repository after checking the query makes sense.
public struct SearchMovies: SearchMoviesUseCase {
    private let repository: any MovieRepository

    init(repository: any MovieRepository) {
        self.repository = repository
    }

    /// The use case wired to the container's repository.
    public static func make(_ container: Container) -> SearchMovies {
        SearchMovies(repository: container.movieRepository())
    }

    /// The page of films matching `query`, filtered and ordered as it says.
    public func execute(_ query: SearchQuery) async throws(CatalogueError) -> SearchResultPage {
        guard query.text.contains(where: { $0.isLetter || $0.isNumber }) else {
            return SearchResultPage(movies: [], totalCount: 0, page: query.page, limit: query.limit)
        }
        return try await repository.search(query)
    }
}

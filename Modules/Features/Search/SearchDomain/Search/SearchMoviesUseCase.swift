import SearchDomainApi

/// Finds films by title words.
public protocol SearchMoviesUseCase: Sendable {
    func execute(_ query: SearchQuery) async throws(CatalogueError) -> SearchResultPage
}

/// Searches the repository after checking the query makes sense.
public struct SearchMovies: SearchMoviesUseCase {
    private let repository: any MovieRepository

    public init(repository: any MovieRepository) {
        self.repository = repository
    }

    public func execute(_ query: SearchQuery) async throws(CatalogueError) -> SearchResultPage {
        guard query.text.contains(where: { $0.isLetter || $0.isNumber }) else {
            return SearchResultPage(movies: [], totalCount: 0, page: query.page, limit: query.limit)
        }
        return try await repository.search(query)
    }
}

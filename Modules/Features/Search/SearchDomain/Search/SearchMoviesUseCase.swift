import CatalogueDomainApi

/// Finds films by title words.
public protocol SearchMoviesUseCase: Sendable {
    func execute(_ query: SearchQuery) async throws(CatalogueError) -> SearchResultPage
}

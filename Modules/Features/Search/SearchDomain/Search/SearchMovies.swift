import CatalogueDomainApi
import DependencyInjection

/// Searches the catalogue after checking the query makes sense.
public struct SearchMovies: SearchMoviesUseCase {
    private let catalogue: any MovieCatalogue

    init(catalogue: any MovieCatalogue) {
        self.catalogue = catalogue
    }

    /// The use case wired to the container's catalogue.
    public static func make(_ container: Container) -> SearchMovies {
        SearchMovies(catalogue: container.movieCatalogue())
    }

    /// The page of films matching `query`, filtered and ordered as it says.
    public func execute(_ query: SearchQuery) async throws(CatalogueError) -> SearchResultPage {
        guard query.text.contains(where: { $0.isLetter || $0.isNumber }) || !query.people.isEmpty else {
            return SearchResultPage(movies: [], totalCount: 0, page: query.page, limit: query.limit)
        }
        return try await catalogue.search(query)
    }
}

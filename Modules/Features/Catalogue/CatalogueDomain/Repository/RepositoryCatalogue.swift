import CatalogueDomainApi

/// The `MovieCatalogue` other features use, served by the source's repository.
public struct RepositoryCatalogue: MovieCatalogue {
    private let repository: any MovieRepository

    /// A catalogue answering from `repository`.
    public init(repository: any MovieRepository) {
        self.repository = repository
    }

    /// One page of films matching `query`, ranked and filtered.
    public func search(_ query: SearchQuery) async throws(CatalogueError) -> SearchResultPage {
        try await repository.search(query)
    }

    /// The film with `id`; `CatalogueError.notFound` when there is none.
    public func movie(id: MovieID) async throws(CatalogueError) -> Movie {
        try await repository.movie(id: id)
    }

    /// Films whose title is exactly `title` (ignoring case, accents and a leading article), optionally of `year`.
    public func movies(titled title: String, year: Int?) async throws(CatalogueError) -> [Movie] {
        try await repository.movies(titled: title, year: year)
    }

    /// Every film with at least `minimumVotes` votes, for charts; `unsupported` for sources that cannot list.
    public func movies(minimumVotes: Int) async throws(CatalogueError) -> [Movie] {
        try await repository.movies(minimumVotes: minimumVotes)
    }

    /// The id `text` denotes in this source, if it is written like one ("603", "tt0133093").
    public func movieID(from text: String) -> MovieID? {
        repository.movieID(from: text)
    }
}

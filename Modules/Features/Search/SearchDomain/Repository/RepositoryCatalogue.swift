import SearchDomainApi

/// The `MovieCatalogue` other features use, served by the Search feature's repository.
public struct RepositoryCatalogue: MovieCatalogue {
    private let repository: any MovieRepository

    public init(repository: any MovieRepository) {
        self.repository = repository
    }

    public func movie(id: MovieID) async throws(CatalogueError) -> Movie {
        try await repository.movie(id: id)
    }

    public func movies(titled title: String, year: Int?) async throws(CatalogueError) -> [Movie] {
        try await repository.movies(titled: title, year: year)
    }

    public func movies(minimumVotes: Int) async throws(CatalogueError) -> [Movie] {
        try await repository.movies(minimumVotes: minimumVotes)
    }

    public func movieID(from text: String) -> MovieID? {
        repository.movieID(from: text)
    }
}

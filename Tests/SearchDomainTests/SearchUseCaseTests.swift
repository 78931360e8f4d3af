import CatalogueDomainApi
import Testing

@testable import SearchDomain

/// An in-memory catalogue: exact titles only, search by substring.
private struct InMemoryCatalogue: MovieCatalogue {
    let films: [Movie]

    func search(_ query: SearchQuery) async throws(CatalogueError) -> SearchResultPage {
        let matches = films.filter { $0.title.lowercased().contains(query.text.lowercased()) }
        return SearchResultPage(
            movies: Array(matches.prefix(query.limit)), totalCount: matches.count, page: 1, limit: query.limit)
    }

    func movie(id: MovieID) async throws(CatalogueError) -> Movie {
        guard let film = films.first(where: { $0.id == id }) else { throw .notFound("no film \(id)") }
        return film
    }

    func movies(titled title: String, year: Int?) async throws(CatalogueError) -> [Movie] {
        films.filter { $0.title.lowercased() == title.lowercased() && (year == nil || $0.year == year) }
    }

    func movies(minimumVotes: Int) async throws(CatalogueError) -> [Movie] { films }

    func movieID(from text: String) -> MovieID? { Int(text).map { MovieID(String($0)) } }
}

@Suite struct SearchUseCaseTests {
    private let catalogue = InMemoryCatalogue(films: [
        Movie(id: MovieID("1"), title: "Alien", year: 1979), Movie(id: MovieID("2"), title: "Aliens", year: 1986),
        Movie(id: MovieID("3"), title: "Hamlet", year: 1948), Movie(id: MovieID("4"), title: "Hamlet", year: 1996),
    ])

    @Test func searchIgnoresQueriesWithoutWords() async throws {
        #expect(try await SearchMovies(catalogue: catalogue).execute(SearchQuery(text: " ?! ")).totalCount == 0)
        #expect(try await SearchMovies(catalogue: catalogue).execute(SearchQuery(text: "alien")).totalCount == 2)
    }
}

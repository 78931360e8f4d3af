import CatalogueDomainApi
import DomainFakes
import Testing

@testable import SearchDomain

@Suite struct SearchUseCaseTests {
    private let catalogue = FakeMovieCatalogue([
        Movie(id: MovieID("1"), title: "Alien", year: 1979), Movie(id: MovieID("2"), title: "Aliens", year: 1986),
        Movie(id: MovieID("3"), title: "Hamlet", year: 1948), Movie(id: MovieID("4"), title: "Hamlet", year: 1996),
    ])

    @Test func searchIgnoresQueriesWithoutWords() async throws {
        #expect(try await SearchMovies(catalogue: catalogue).execute(SearchQuery(text: " ?! ")).totalCount == 0)
        #expect(try await SearchMovies(catalogue: catalogue).execute(SearchQuery(text: "alien")).totalCount == 2)
    }
}

/// The films found are marked as History says, through `HistoryQuerying`.
@Suite struct MarkSeenFilmsTests {
    @Test func onlyTheFilmsFoundThatYouSawOrRatedAreMarked() async {
        let history = FakeHistoryQuerying([
            "1": SeenMark(seenOn: ["2025-01-03", "2025-06-01"], yourRating: nil),
            "9": SeenMark(seenOn: ["2025-01-03"], yourRating: "7/10"),
        ])
        let found = [
            Movie(id: MovieID("1"), title: "Alien", year: 1979), Movie(id: MovieID("2"), title: "Aliens", year: 1986),
        ]
        let marks = await MarkSeenFilms(history: history).execute(found)
        #expect(marks == ["1": SeenMark(seenOn: ["2025-01-03", "2025-06-01"], yourRating: nil)])
    }
}

import CatalogueDomainApi
import DomainFakes
import Testing

@testable import HistoryDomain
@testable import HistoryDomainApi

/// Recommendations follow from the films you liked, weighed by how much, and never bring back what you saw or
/// rated.
@Suite struct RecommendFilmsTests {
    private static func similar(_ id: String, score: Double) -> SimilarFilm {
        let film = FilmsWithPeople.film(id)
        return SimilarFilm(
            movieID: id, title: film.title, year: film.year, rating: film.rating, votes: film.votes, score: score,
            reasons: ["same director: Michael Mann"])
    }

    @Test func recommendationsFollowFromWhatYouLikedAndSkipWhatYouSaw() async throws {
        let day = DiaryDate("2025-01-01")!
        let history = InMemoryHistory(
            HistoryRecord(
                ratings: [PersonalRating(movieID: "1", title: "Heat", year: 1995, rating: .points(9), ratedOn: day)],
                viewings: [
                    Viewing(
                        id: "v1", movieID: "3", title: "The Insider", year: 1999, date: day, rating: nil,
                        isRewatch: false, tags: [])
                ]))
        let finder = FakeSimilarFilmFinding([
            "1": [Self.similar("3", score: 6), Self.similar("2", score: 5), Self.similar("4", score: 4)]
        ])
        let found = try await RecommendFilms(
            repository: history, catalogue: FakeMovieCatalogue(FilmsWithPeople.films), similar: finder
        ).execute(limit: 5)
        #expect(await finder.excludedAsked == [["1", "3"]], "what you saw or rated is left out")
        #expect(found.usedPeople)
        #expect(found.films.map(\.film.title) == ["Collateral", "Scarface"])
        #expect(found.films.first?.because == ["Heat (1995)"])
        #expect(abs((found.films.first?.film.score ?? 0) - 4.5) < 0.001, "5, weighed by your 9 out of 10")
    }

    @Test func withNoHistoryThereIsNothingToFollowFrom() async throws {
        await #expect(throws: HistoryError.noHistory) {
            try await RecommendFilms(
                repository: InMemoryHistory(), catalogue: FakeMovieCatalogue(), similar: FakeSimilarFilmFinding([:])
            ).execute(limit: 5)
        }
    }
}

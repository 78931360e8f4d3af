import CatalogueDomainApi
import DomainFakes
import Testing

@testable import HistoryDomain
@testable import HistoryDomainApi

/// "More like this" ranks shared people first, then genres and era, and says why; recommendations never
/// bring back what you saw or rated.
@Suite struct SimilarFilmsTests {
    private static func film(
        _ id: String, _ title: String, _ year: Int, _ genres: [String], votes: Int = 10_000
    ) -> Movie {
        Movie(id: MovieID(id), title: title, year: year, rating: 7, votes: votes, genres: genres)
    }

    private static let films = [
        film("1", "Heat", 1995, ["Crime", "Drama"]),
        film("2", "Collateral", 2004, ["Crime"]),
        film("3", "The Insider", 1999, ["Drama"]),
        film("4", "Scarface", 1983, ["Crime", "Drama"]),
        film("5", "Obscure", 1995, ["Crime", "Drama"], votes: 12),
        film("6", "Unrelated", 1995, ["Comedy"]),
    ]

    private static let catalogue = PeopleFakeCatalogue(
        films,
        credits: [
            "1": [
                PeopleFakeCatalogue.credit("Michael Mann", .director),
                PeopleFakeCatalogue.credit("Al Pacino", .actor, billing: 1),
                PeopleFakeCatalogue.credit("Robert De Niro", .actor, billing: 2),
            ],
            "2": [
                PeopleFakeCatalogue.credit("Michael Mann", .director),
                PeopleFakeCatalogue.credit("Tom Cruise", .actor, billing: 1),
            ],
            "3": [
                PeopleFakeCatalogue.credit("Michael Mann", .director),
                PeopleFakeCatalogue.credit("Al Pacino", .actor, billing: 2),
            ],
            "4": [
                PeopleFakeCatalogue.credit("Brian De Palma", .director),
                PeopleFakeCatalogue.credit("Al Pacino", .actor, billing: 1),
            ],
            "5": [
                PeopleFakeCatalogue.credit("Michael Mann", .director),
                PeopleFakeCatalogue.credit("Al Pacino", .actor, billing: 1),
            ],
            "6": [PeopleFakeCatalogue.credit("Someone", .director)],
        ])

    @Test func sharedPeopleComeFirstWithTheirReasons() async throws {
        let found = try await FindSimilarFilms(catalogue: Self.catalogue, titles: FoldingTitleMatching()).execute(
            FilmName("heat"), limit: 5)
        #expect(found.usedPeople && found.film == "Heat (1995)")
        #expect(
            found.films.map(\.title) == ["The Insider", "Collateral", "Scarface"],
            "a film almost no one saw is left out")
        #expect(found.films[0].reasons == ["same director: Michael Mann", "shared cast: Al Pacino"])
        #expect(found.films[2].reasons == ["shared cast: Al Pacino"])
    }

    @Test func withoutPeopleGenresEraAndRatingsDecideAndItIsSaid() async throws {
        let found = try await FindSimilarFilms(
            catalogue: FakeMovieCatalogue(Self.films), titles: FoldingTitleMatching()
        ).execute(FilmName("heat"), limit: 3)
        #expect(!found.usedPeople)
        #expect(!found.films.contains { $0.title == "Unrelated" || $0.title == "Heat" })
        #expect(found.films.first?.reasons.first == "same genres: Crime, Drama")
    }

    @Test func recommendationsFollowFromWhatYouLikedAndSkipWhatYouSaw() async throws {
        let day = DiaryDate("2025-01-01")!
        let history = InMemoryHistory(
            HistoryRecord(
                ratings: [PersonalRating(movieID: "1", title: "Heat", year: 1995, rating: .points(9), ratedOn: day)],
                viewings: [
                    Viewing(
                        id: "v1", movieID: "3", title: "The Insider", year: 1999, date: day, rating: nil,
                        isRewatch: false,
                        tags: [])
                ]))
        let found = try await RecommendFilms(repository: history, catalogue: Self.catalogue).execute(limit: 5)
        #expect(found.usedPeople)
        #expect(!found.films.contains { ["1", "3"].contains($0.film.movieID) })
        #expect(found.films.first?.film.title == "Collateral")
        #expect(found.films.first?.because == ["Heat (1995)"])
        await #expect(throws: HistoryError.noHistory) {
            try await RecommendFilms(repository: InMemoryHistory(), catalogue: Self.catalogue).execute(limit: 5)
        }
    }
}

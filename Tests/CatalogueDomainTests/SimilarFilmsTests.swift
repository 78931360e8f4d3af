import CatalogueDomainApi
import DomainFakes
import Testing

@testable import CatalogueDomain

/// "More like this" ranks shared people first, then genres and era, and says why.
@Suite struct SimilarFilmsTests {
    private static func findSimilar(in catalogue: any MovieCatalogue) -> FindSimilarFilms {
        FindSimilarFilms(
            catalogue: catalogue, titles: FoldingTitleMatching(), similar: SimilarFinder(catalogue: catalogue))
    }

    @Test func sharedPeopleComeFirstWithTheirReasons() async throws {
        let found = try await Self.findSimilar(in: FilmsWithPeople.catalogue).execute(FilmName("heat"), limit: 5)
        #expect(found.usedPeople && found.film == "Heat (1995)")
        #expect(
            found.films.map(\.title) == ["The Insider", "Collateral", "Scarface"],
            "a film almost no one saw is left out")
        #expect(found.films[0].reasons == ["same director: Michael Mann", "shared cast: Al Pacino"])
        #expect(found.films[2].reasons == ["shared cast: Al Pacino"])
    }

    @Test func withoutPeopleGenresEraAndRatingsDecideAndItIsSaid() async throws {
        let found = try await Self.findSimilar(in: FakeMovieCatalogue(FilmsWithPeople.films)).execute(
            FilmName("heat"), limit: 3)
        #expect(!found.usedPeople)
        #expect(!found.films.contains { $0.title == "Unrelated" || $0.title == "Heat" })
        #expect(found.films.first?.reasons.first == "same genres: Crime, Drama")
    }

    @Test func aFilmNotFoundIsSaidWithTheFilmsClosestToIt() async throws {
        do {
            _ = try await Self.findSimilar(in: FilmsWithPeople.catalogue).execute(FilmName("zzz"), limit: 3)
            Issue.record("a film no catalogue has was found")
        } catch {
            guard case .film(.noFilm) = error else { Issue.record("\(error)"); return }
        }
    }
}

/// `similar` marks the films you have seen or rated, as History says through `HistoryQuerying`.
@Suite struct SimilarFilmsMarksTests {
    @Test func theFilmsYouSawOrRatedAreMarkedAndTheOthersAreNot() async throws {
        let catalogue = FilmsWithPeople.catalogue
        let plain = try await FindSimilarFilms(
            catalogue: catalogue, titles: FoldingTitleMatching(), similar: SimilarFinder(catalogue: catalogue)
        ).execute(FilmName("heat"), limit: 5)
        let insider = try #require(plain.films.first { $0.title == "The Insider" })
        let marked = try await FindSimilarFilms(
            catalogue: catalogue, titles: FoldingTitleMatching(), similar: SimilarFinder(catalogue: catalogue),
            history: FakeHistoryQuerying([
                insider.movieID: SeenMark(seenOn: ["2025-01-03", "2025-06-01"], yourRating: "9/10")
            ])
        ).execute(FilmName("heat"), limit: 5)
        #expect(marked.films == plain.films, "the marks change neither the films nor their order")
        #expect(marked.marks == [insider.movieID: SeenMark(seenOn: ["2025-01-03", "2025-06-01"], yourRating: "9/10")])
        #expect(plain.marks.isEmpty, "without a history nothing is marked")
    }
}

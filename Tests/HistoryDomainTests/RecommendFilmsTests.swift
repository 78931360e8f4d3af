import CatalogueDomainApi
import DomainFakes
import Testing

@testable import HistoryDomain
@testable import HistoryDomainApi

/// Recommendations rest on the person's whole history: the series of the films they liked first, no more than
/// three picks following from one film, films near those they rated low pushed away, never one they saw.
@Suite struct RecommendFilmsTests {
    private static let day = DiaryDate("2025-01-01")!

    private static func film(
        _ id: String, _ title: String, _ year: Int, _ genres: [String], votes: Int = 50_000, rating: Double = 7
    ) -> Movie {
        Movie(id: MovieID(id), title: title, year: year, rating: rating, votes: votes, genres: genres)
    }

    private static func rated(_ film: Movie, _ points: Int) -> PersonalRating {
        PersonalRating(
            movieID: film.id.rawValue, title: film.title, year: film.year, rating: .points(points), ratedOn: day)
    }

    private static func recommend(
        _ ratings: [PersonalRating], from films: [Movie], limit: Int = 10
    ) async throws
        -> [Recommendation]
    {
        let history = InMemoryHistory(HistoryRecord(ratings: ratings, viewings: []))
        return try await RecommendFilms(repository: history, catalogue: FakeMovieCatalogue(films)).execute(limit: limit)
            .films
    }

    private static let dieHard = film("1", "Die Hard", 1988, ["Action"])
    private static let sequels = (2...6).map { film("\($0)", "Die Hard \($0)", 1988 + $0, ["Action"], votes: 2000) }
    private static let others = (10...16).map { film("\($0)", "Crowd Pleaser \($0)", 1990, ["Action"], votes: 2000) }

    @Test func theSeriesOfAFilmYouLikedComesFirstWithItsReason() async throws {
        let picks = try await Self.recommend(
            [Self.rated(Self.dieHard, 10), Self.rated(Self.others[6], 5)],
            from: [Self.dieHard] + Self.sequels + Self.others)
        #expect(picks.first?.film.title.hasPrefix("Die Hard") == true)
        #expect(picks.first?.film.reasons.first == "same series as Die Hard (1988), which you rated 10")
        #expect(picks.first?.because.first == "Die Hard (1988)")
        #expect(
            !picks.contains { $0.film.movieID == "1" || $0.film.movieID == "16" }, "what you rated never comes back")
    }

    @Test func noMoreThanThreePicksFollowFromOneFilmUnlessTheListCannotBeFilledElse() async throws {
        let films = [Self.dieHard] + Self.sequels + Self.others
        let ratings = [Self.rated(Self.dieHard, 10), Self.rated(Self.others[6], 5)]
        let picks = try await Self.recommend(ratings, from: films, limit: 6)
        #expect(picks.prefix(3).allSatisfy { $0.film.reasons.first?.hasPrefix("same series as Die Hard") == true })
        #expect(picks.filter { $0.film.title.hasPrefix("Die Hard") }.count == 3, "five sequels, three of them")
        #expect(picks.suffix(3).allSatisfy { $0.film.reasons.first == "like Die Hard (1988), which you rated 10" })
        let all = try await Self.recommend(ratings, from: films, limit: 20)
        #expect(all.count == 11, "the rest follow when nothing else can fill the list")
    }

    @Test func filmsLikeThoseRatedBelowYourAverageArePushedAway() async throws {
        let liked = Self.film("1", "Liked", 1960, ["Drama"])
        let disliked = Self.film("2", "Disliked", 1990, ["Horror"])
        let neutral = Self.film("3", "Neutral", 1970, ["Comedy"])
        let nearDisliked = Self.film("4", "Scary", 1990, ["Horror"])
        let nearNothing = Self.film("5", "Western", 1990, ["Western"])
        let ratings = [Self.rated(liked, 10), Self.rated(disliked, 2), Self.rated(neutral, 6)]
        let taste = Taste([(liked, 10), (disliked, 2), (neutral, 6)])
        #expect(taste.films[1].deviation < -1, "2 is well below this person's average")
        let pushed = FilmNeighbours(taste: taste).pulls(on: nearDisliked).score
        #expect(pushed < 0, "a horror film of 1990 is near the one rated 2")
        let picks = try await Self.recommend(ratings, from: [liked, disliked, neutral, nearDisliked, nearNothing])
        #expect(picks.map(\.film.title) == ["Western", "Scary"], "as popular and as well rated, the push decides")
    }

    @Test func withNoHistoryThereIsNothingToFollowFrom() async throws {
        await #expect(throws: HistoryError.noHistory) {
            try await RecommendFilms(repository: InMemoryHistory(), catalogue: FakeMovieCatalogue()).execute(limit: 5)
        }
    }

    @Test func aHistoryOfKeptRowsAloneSaysTheyAreKeptNotThatThereIsNone() async throws {
        var kept = HistoryFileRow(line: 2, kind: .rating, title: "No Such Film Ever")
        kept.year = 2019
        let history = InMemoryHistory(HistoryRecord(unplaced: [kept]))
        await #expect(throws: HistoryError.noPlacedHistory(kept: 1)) {
            try await RecommendFilms(repository: history, catalogue: FakeMovieCatalogue()).execute(limit: 5)
        }
        #expect(HistoryError.noPlacedHistory(kept: 1).description.hasSuffix("your history's one row is kept unplaced"))
    }
}

import CatalogueDomainApi
import DomainFakes
import Foundation
import Testing

@testable import HistoryDomain
@testable import HistoryDomainApi

/// Each signal of the recommender on its own, the others held equal: the series of a liked film found through
/// numerals, "Part" and subtitles; picks that cover each of the person's tastes rather than one film's; and
/// ratings below the person's own average pushing films like them away.
@Suite struct RecommendSignalsTests {
    private static let day = DiaryDate("2025-01-01")!

    private static func film(
        _ id: String, _ title: String, _ year: Int = 1990, _ genres: [String] = ["Action"], votes: Int = 2000
    ) -> Movie {
        Movie(id: MovieID(id), title: title, year: year, rating: 7, votes: votes, genres: genres)
    }

    private static func recommend(
        _ opinions: [(Movie, Int)], from films: [Movie], limit: Int = 10
    ) async throws -> [Recommendation] {
        let ratings = opinions.map { film, points in
            PersonalRating(
                movieID: film.id.rawValue, title: film.title, year: film.year, rating: .points(points), ratedOn: day)
        }
        let history = InMemoryHistory(HistoryRecord(ratings: ratings, viewings: []))
        return try await RecommendFilms(repository: history, catalogue: FakeMovieCatalogue(films)).execute(limit: limit)
            .films
    }

    @Test func theSeriesOfLikedFilmsIsFoundThroughNumeralsPartsAndSubtitles() async throws {
        let liked = [
            Self.film("1", "The Terminator", 1984), Self.film("2", "Rocky", 1976), Self.film("3", "Die Hard", 1988),
            Self.film("4", "Indiana Jones and the Last Crusade", 1989), Self.film("5", "The Godfather", 1972),
        ]
        let sequels = [
            Self.film("10", "Terminator 2: Judgment Day"), Self.film("11", "Rocky IV"),
            Self.film("12", "Die Hard: With a Vengeance"), Self.film("13", "Indiana Jones and the Temple of Doom"),
            Self.film("14", "The Godfather: Part III"),
        ]
        let strangers = [
            Self.film("20", "Rocky Road"), Self.film("21", "Terminal Velocity"), Self.film("22", "Hard Target"),
            Self.film("23", "The Last Crusaders"),
        ]
        let picks = try await Self.recommend(
            liked.map { ($0, 9) } + [(Self.film("6", "Dull", 2005, ["Documentary"]), 4)],
            from: liked + strangers + sequels)
        #expect(Set(picks.prefix(5).map(\.film.title)) == Set(sequels.map(\.title)))
        #expect(picks.prefix(5).allSatisfy { $0.film.reasons.first?.hasPrefix("same series as ") == true })
        let rocky = picks.first { $0.film.title == "Rocky IV" }
        #expect(rocky?.film.reasons.first == "same series as Rocky (1976), which you rated 9")
        #expect(
            !picks.dropFirst(5).contains { $0.film.reasons.first?.hasPrefix("same series") == true },
            "a stem of five letters extended by a word, and words in common, are no series")
    }

    @Test func picksCoverEachTasteRatherThanFollowOneFilm() async throws {
        let western = Self.film("1", "The Western", 1965, ["Western"])
        let musical = Self.film("2", "The Musical", 1952, ["Musical"])
        let westerns = (10...17).map { Self.film("\($0)", "Ride \($0)", 1966, ["Western"], votes: 200_000) }
        let musicals = (20...22).map { Self.film("\($0)", "Song \($0)", 1953, ["Musical"], votes: 5000) }
        let dull = [Self.film("3", "Dull", 2010, ["Documentary"]), Self.film("4", "Duller", 2011, ["Documentary"])]
        let picks = try await Self.recommend(
            [(western, 10), (musical, 9), (dull[0], 6), (dull[1], 5)],
            from: [western, musical] + dull + westerns + musicals,
            limit: 6)
        #expect(picks.count == 6)
        #expect(picks.filter { $0.film.title.hasPrefix("Ride") }.count == 3, "three westerns, all like one film")
        #expect(picks.filter { $0.film.title.hasPrefix("Song") }.count == 3, "the less voted musicals fill the rest")
        let firstNamed = Dictionary(grouping: picks.compactMap(\.because.first), by: { $0 })
        #expect(firstNamed.values.allSatisfy { $0.count <= 3 }, "no film explains more than three picks")
    }

    @Test func aRatingBelowYourOwnAveragePushesAwayEvenWhenItIsFair() async throws {
        let favourites = (1...4).map { Self.film("\($0)", "Favourite \($0)", 1960, ["Drama"]) }
        let fair = Self.film("5", "Fair", 1990, ["Horror"])
        let generous = Taste(favourites.map { ($0, 10) } + [(fair, 7)])
        let harsh = Taste(favourites.map { ($0, 5) } + [(fair, 7)])
        #expect(generous.films[4].deviation < -1, "7 is well below the average of one who rates 10")
        #expect(harsh.films[4].deviation > 1, "7 is well above the average of one who rates 5")
        let nearFair = Self.film("10", "Scary", 1990, ["Horror"])
        #expect(FilmNeighbours(taste: generous).pulls(on: nearFair).score < -1, "pushed away by the 7")
        #expect(FilmNeighbours(taste: harsh).pulls(on: nearFair).score > -0.1, "the same 7 pushes nothing here")
        let elsewhere = Self.film("11", "Elsewhere", 1990, ["Western"])
        let picks = try await Self.recommend(
            favourites.map { ($0, 10) } + [(fair, 7)], from: favourites + [fair, nearFair, elsewhere])
        #expect(picks.map(\.film.title) == ["Elsewhere", "Scary"])
    }

    @Test func withoutVotesByStarTheGapInRatingStandsForTheSpread() {
        func film(_ id: String, rating: Double, stars: [Double]? = nil, genre: String = "Drama") -> Movie {
            Movie(
                id: MovieID(id), title: "Film \(id)", year: genre == "Drama" ? 1990 : 1930, rating: rating,
                votes: 5000, genres: [genre], ratingDistribution: stars)
        }
        // A film rated low, of another genre and era, so that it pushes the candidates hardly at all.
        let disliked = film("4", rating: 6, genre: "Western")
        let neighbours = FilmNeighbours(taste: Taste((1...3).map { (film("\($0)", rating: 8), 10) } + [(disliked, 5)]))
        let alike = neighbours.pulls(on: film("10", rating: 8)).score
        let apart = neighbours.pulls(on: film("11", rating: 5)).score
        #expect(alike > 0)
        #expect(apart < alike / 10, "a film three points of rating apart is far from the liked ones")
        #expect(
            abs(apart - alike * exp(-3 * NeighbourColumns.spreadPerRatingPoint / FilmNeighbours.spreadScale)) < 1e-3,
            "three points apart in rating are as far as a spread of 102")
        let withStars = film("12", rating: 5, stars: [5, 5, 5, 5, 10, 10, 20, 20, 10, 10])
        #expect(
            abs(neighbours.pulls(on: withStars).score - alike) < 1e-3,
            "votes by star against none: no spread is known, as before")
    }
}

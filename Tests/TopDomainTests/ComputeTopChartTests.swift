import CatalogueDomainApi
import DomainFakes
import Testing

@testable import TopDomain

@Suite struct ComputeTopChartTests {
    private func film(_ id: String, rating: Double, votes: Int, year: Int = 1995, genres: [String] = ["Drama"]) -> Movie
    {
        Movie(id: MovieID(id), title: "Film \(id)", year: year, rating: rating, votes: votes, genres: genres)
    }

    @Test func weightedRatingFollowsTheFormula() {
        // v=3000, m=1000, R=9, C=7: 3000/4000*9 + 1000/4000*7 = 6.75 + 1.75 = 8.5
        #expect(WeightedRating.score(rating: 9, votes: 3000, minimumVotes: 1000, meanRating: 7) == 8.5)
        #expect(WeightedRating.score(rating: 9, votes: 0, minimumVotes: 1000, meanRating: 7) == 7)
    }

    @Test func manyVotesBeatAFewPerfectOnes() async throws {
        let catalogue = FakeMovieCatalogue([
            film("a", rating: 9.5, votes: 1_000), film("b", rating: 9.0, votes: 100_000),
            film("c", rating: 5.0, votes: 50_000),
            film("d", rating: 10, votes: 10),  // below the minimum: not considered
        ])
        let chart = try await ComputeTopChart(catalogue: catalogue).execute(
            TopChartCriteria(minimumVotes: 1000, limit: 10))
        #expect(chart.entries.map(\.movieID) == ["b", "a", "c"])
        #expect(chart.consideredCount == 3)
        #expect(abs(chart.meanRating - (9.5 + 9.0 + 5.0) / 3) < 1e-9)
        #expect(chart.entries.map(\.rank) == [1, 2, 3])
    }

    @Test func filtersByGenreAndDecade() async throws {
        let catalogue = FakeMovieCatalogue([
            film("a", rating: 8, votes: 5000, year: 1994, genres: ["Action"]),
            film("b", rating: 8, votes: 5000, year: 2001, genres: ["Action"]),
            film("c", rating: 8, votes: 5000, year: 1999, genres: ["Comedy"]),
        ])
        let chart = try await ComputeTopChart(catalogue: catalogue).execute(
            TopChartCriteria(genre: "action", decade: 1990, minimumVotes: 1000))
        #expect(chart.entries.map(\.movieID) == ["a"])
        // Every chart reports the catalogue's genres, alphabetical: the Top tab's g cycles through them.
        #expect(chart.genres == ["Action", "Comedy"])
    }

    @Test func aTieInScoreAndVotesGoesToTheSmallerIDAndOnlyShownFilmsAreLookedUp() async throws {
        let catalogue = FakeMovieCatalogue([
            film("c", rating: 8, votes: 5000), film("a", rating: 8, votes: 5000), film("b", rating: 8, votes: 5000),
        ])
        let chart = try await ComputeTopChart(catalogue: catalogue).execute(
            TopChartCriteria(minimumVotes: 1000, limit: 2))
        #expect(chart.entries.map(\.movieID) == ["a", "b"])
        #expect(chart.entries.map(\.title) == ["Film a", "Film b"])
        #expect(chart.consideredCount == 3)
    }

    @Test func emptySelectionIsAnEmptyChart() async throws {
        let chart = try await ComputeTopChart(catalogue: FakeMovieCatalogue([])).execute(TopChartCriteria())
        #expect(chart.entries.isEmpty && chart.consideredCount == 0)
    }
}

/// The chart marks the films you have seen or rated, and only those.
@Suite struct TopChartMarksTests {
    @Test func theFilmsYouSawOrRatedCarryHowOftenAndYourRating() async throws {
        let catalogue = FakeMovieCatalogue([
            Movie(id: MovieID("a"), title: "A", year: 1990, rating: 9, votes: 5000),
            Movie(id: MovieID("b"), title: "B", year: 1990, rating: 8, votes: 5000),
            Movie(id: MovieID("c"), title: "C", year: 1990, rating: 7, votes: 5000),
        ])
        let history = FakeHistoryQuerying([
            "a": SeenMark(seenOn: ["2020-01-01", "2022-05-05", "2025-10-31"], yourRating: "8/10"),
            "c": SeenMark(seenOn: [], yourRating: "3.5 stars"),
            "z": SeenMark(seenOn: ["2025-01-03"], yourRating: nil),
        ])
        let chart = try await ComputeTopChart(catalogue: catalogue, history: history).execute(
            TopChartCriteria(minimumVotes: 1000))
        #expect(chart.entries.map(\.movieID) == ["a", "b", "c"])
        #expect(chart.entries.map(\.timesSeen) == [3, 0, 0])
        #expect(chart.entries.map(\.yourRating) == ["8/10", nil, "3.5 stars"])
        let unmarked = try await ComputeTopChart(catalogue: catalogue).execute(TopChartCriteria(minimumVotes: 1000))
        #expect(unmarked.entries.allSatisfy { $0.timesSeen == 0 && $0.yourRating == nil })
    }
}

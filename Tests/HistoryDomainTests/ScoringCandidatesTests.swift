import CatalogueDomainApi
import Testing

@testable import HistoryDomain

/// The candidates of a recommendation come in the order of the most they could score, never scoring more, so
/// that picking from the first of them alone picks what scoring every candidate picks.
@Suite struct ScoringCandidatesTests {
    /// A number from `seed`, the same on every run: a linear congruential generator's.
    private static func number(_ seed: Int, below bound: Int) -> Int {
        (seed &* 1_103_515_245 &+ 12345) % 65_536 % bound
    }

    private static let genres = ["Drama", "Horror", "Comedy", "Western", "Sci-Fi", "Crime"]

    /// Films of assorted genres, years, votes and spreads of votes, some without a spread or a year.
    private static let films = films(withVotesByStar: true)

    /// The same films, with spreads of votes (all but some) or none at all, as in an IMDb import.
    private static func films(withVotesByStar: Bool) -> [Movie] {
        (0..<400).map { index in film(index, withVotesByStar: withVotesByStar) }
    }

    private static func film(_ index: Int, withVotesByStar: Bool) -> Movie {
        let genreCount = number(index, below: 3)
        let filmGenres = (0..<genreCount).map { genres[number(index * 7 + $0, below: genres.count)] }
        let shares = (0..<10).map { Double(number(index * 13 + $0, below: 40)) }
        return Movie(
            id: MovieID("\(index)"), title: "Film \(index)",
            year: index % 17 == 0 ? nil : 1930 + number(index * 3, below: 90),
            rating: Double(40 + number(index * 5, below: 50)) / 10, votes: 1000 + number(index * 11, below: 60_000),
            genres: Array(Set(filmGenres)).sorted(),
            ratingDistribution: index % 5 == 0 || !withVotesByStar ? nil : shares)
    }

    private static func scorer(_ films: [Movie] = films) -> RecommendationScorer {
        let opinions = (0..<40).map { (movie: films[$0 * 3], rating: Optional(3 + number($0 * 19, below: 8))) }
        return RecommendationScorer(
            taste: Taste(opinions), pool: FilmPool(films), known: Set((0..<40).map { $0 * 3 }))
    }

    @Test(arguments: [true, false]) func noCandidateScoresMoreThanTheMostOfItsRank(withVotesByStar: Bool) {
        let candidates = Self.scorer(Self.films(withVotesByStar: withVotesByStar)).scoringCandidates()
        #expect(candidates.count == 360)
        for (rank, scored) in candidates.everyScored().enumerated() {
            let score = scored.score
            #expect(score <= candidates.closerMost(at: rank))
            #expect(score <= candidates.most(at: rank))
            if rank > 0 { #expect(candidates.most(at: rank) <= candidates.most(at: rank - 1)) }
        }
    }

    @Test(arguments: [true, false]) func picksAreThoseOfEveryCandidateScored(withVotesByStar: Bool) {
        let scorer = Self.scorer(Self.films(withVotesByStar: withVotesByStar))
        let candidates = scorer.scoringCandidates()
        let every = candidates.everyScoredBestFirst()
        for limit in [1, 5, 20, 100, 400] {
            let expected = RecommendationScorer.choose(limit, from: every).picks.map(scorer.recommendation)
            // One set of candidates for both: a taste's decade affinities sum a dictionary's values, whose order
            // (and so the last bit of a score) may differ from one computation to the next.
            #expect(scorer.picks(limit: limit, from: candidates) == expected, "limit \(limit)")
        }
        let picking = RecommendationScorer.picking(20, from: candidates)
        #expect(picking.scoredCount + picking.leftOutByCloserBound < candidates.count, "some are never read")
        #expect(picking.leftOutByCloserBound > 0, "some are read and not scored")
    }
}

import CatalogueDomainApi
import Testing

@testable import HistoryDomain

/// A candidate whose spread of votes from every film the person liked is wide is not scored, and the picks are
/// still those of every candidate scored: here every film has the same genres, year, votes and rating, so the
/// spread of votes is all that tells the candidates apart.
@Suite struct CloserBoundTests {
    private static let year = 1990
    /// Votes piled on ten stars (the films liked and the candidates like them) or on one star.
    private static let tenStars = [Double](repeating: 0, count: 9) + [100]
    private static let oneStar = [100.0] + [Double](repeating: 0, count: 9)

    /// A film titled three letters of its own (no title of a series of another).
    private static func film(_ index: Int, shares: [Double]) -> Movie {
        let letters = [index / 676, index / 26 % 26, index % 26].map { Character(UnicodeScalar(UInt8(97 + $0))) }
        return Movie(
            id: MovieID("\(index)"), title: String(letters), year: year, rating: 7, votes: 5000,
            genres: ["Drama"], ratingDistribution: shares)
    }

    /// Twelve films liked and four rated low, then candidates of which every tenth is voted as the liked ones.
    private static let films: [Movie] =
        (0..<16).map { film($0, shares: tenStars) }
        + (16..<216).map { film($0, shares: $0 % 10 == 3 ? tenStars : oneStar) }

    private static func scorer() -> RecommendationScorer {
        RecommendationScorer.firstRated(16, of: films) { $0 < 12 ? 10 : 4 }
    }

    @Test func candidatesVotedFarFromTheLikedFilmsAreNotScoredAndThePicksAreThoseOfEvery() {
        let scorer = Self.scorer()
        let candidates = scorer.scoringCandidates()
        let every = candidates.everyScoredBestFirst()
        let picking = RecommendationScorer.picking(3, from: candidates)
        #expect(picking.picks.map(\.position) == RecommendationScorer.choose(3, from: every).picks.map(\.position))
        #expect(picking.picks.allSatisfy { $0.position % 10 == 3 }, "the candidates voted as the liked films")
        // The same most for all before their spreads: none is passed over for it, many for their spreads.
        #expect((0..<candidates.count).allSatisfy { candidates.most(at: $0) == candidates.most(at: 0) })
        #expect(picking.leftOutByCloserBound > 100)
        #expect(picking.scoredCount + picking.leftOutByCloserBound == candidates.count)
    }

    /// A number from `seed`, the same on every run: a linear congruential generator's.
    private static func number(_ seed: Int, below bound: Int) -> Int {
        (seed &* 1_103_515_245 &+ 12345) % 65_536 % bound
    }

    /// 600 films of assorted genres, years and votes by star, the first 200 rated: 150 liked, more than
    /// `FilmNeighbours.filmsBoundAtOnce`.
    private static func longHistory() -> RecommendationScorer {
        let genres = ["Drama", "Horror", "Comedy", "Western"]
        let films = (0..<600).map { index in
            Movie(
                id: MovieID("\(index)"), title: "\(index)", year: 1950 + number(index * 3, below: 60), rating: 7,
                votes: 1000 + number(index * 11, below: 9000), genres: [genres[number(index * 7, below: 4)]],
                ratingDistribution: (0..<10).map { Double(number(index * 13 + $0, below: 40)) })
        }
        return RecommendationScorer.firstRated(200, of: films) { $0 < 150 ? 10 : 2 }
    }

    @Test func aLongHistorysBoundReadInPartsIsNeverLessThanAScore() {
        let scorer = Self.longHistory()
        let candidates = scorer.scoringCandidates()
        let every = candidates.everyScored()
        for (rank, scored) in every.enumerated() {
            #expect(scored.score <= candidates.closerMost(at: rank))
            #expect(candidates.mayScore(atLeast: scored.score, at: rank))
        }
        let sorted = every.sorted { ($0.score, $1.position) > ($1.score, $0.position) }
        for limit in [1, 20] {
            let picking = RecommendationScorer.picking(limit, from: candidates)
            #expect(
                picking.picks.map(\.position) == RecommendationScorer.choose(limit, from: sorted).picks.map(\.position))
        }
    }
}

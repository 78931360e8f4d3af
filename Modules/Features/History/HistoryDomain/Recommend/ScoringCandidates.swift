import CatalogueDomainApi

/// The candidates of a recommendation, each with the part of its score that nearness does not take and the most
/// its whole score could be (`FilmNeighbours.mostPulled(onGenres:)` for its nearness), in the order of that most
/// (highest first; by place in the pool among equals), with a closer bound read on demand (`closerMost(at:)`,
/// `mayScore(atLeast:at:)`): each is scored on demand, so that the nearness of a candidate that cannot be picked
/// is never read (`RecommendationScorer.picks(limit:)`).
struct ScoringCandidates {
    /// A candidate before its nearness is read.
    struct Candidate {
        let position: Int
        /// Its popularity, rating, genres and decade, weighted and summed.
        let prior: Double
        /// The pull of its series (`RecommendationScorer`'s series pulls) and of its makers.
        let series: (film: Int, amount: Double)?
        let makers: Double
    }

    private let candidates: [Candidate]
    /// The most each candidate could score, in the same order.
    private let mosts: [Double]
    private let pool: FilmPool
    private let neighbours: FilmNeighbours
    /// Each list of genres of the pool as the bits `neighbours` reads.
    private let genreBits: [UInt64]

    var count: Int { candidates.count }

    /// `candidates` of `pool`, whose nearness `neighbours` reads.
    init(_ candidates: [Candidate], pool: FilmPool, neighbours: FilmNeighbours) {
        let genreBits = pool.genreLists.map(neighbours.bits(of:))
        let mostPulled = genreBits.map(neighbours.mostPulled(onGenres:))
        let mosts = candidates.map { Self.score(of: $0, near: mostPulled[pool.genreListPlaces[$0.position]]) }
        // Sorted as plain values side by side, not as indexes into two arrays.
        var order = candidates.indices.map { (most: mosts[$0], position: candidates[$0].position, index: $0) }
        order.sort { ($0.most, $1.position) > ($1.most, $0.position) }
        self.candidates = order.map { candidates[$0.index] }
        self.mosts = order.map(\.most)
        self.pool = pool
        self.neighbours = neighbours
        self.genreBits = genreBits
    }

    /// The score of `candidate` whose nearness is `near`, its terms added in the order they always were: a
    /// larger `near` never gives a smaller score.
    private static func score(of candidate: Candidate, near: Double) -> Double {
        candidate.prior + RecommendationScorer.neighbourWeight * near
            + RecommendationScorer.seriesWeight * (candidate.series?.amount ?? 0)
            + RecommendationScorer.makersWeight * candidate.makers
    }

    /// The most the candidate at `rank` could score: no candidate after it could score more.
    func most(at rank: Int) -> Double { mosts[rank] }

    /// The most the candidate at `rank` could score, its year and its spread of votes from each film of the
    /// person's bounded too (`FilmNeighbours.mostPulled(onGenres:year:distribution:rating:enough:)`): closer to its score
    /// than `most(at:)`, at a fraction of the cost of `scored(at:scratch:)`.
    func closerMost(at rank: Int) -> Double {
        let candidate = candidates[rank]
        return Self.score(of: candidate, near: mostNear(of: candidate, enough: .infinity) ?? .infinity)
    }

    /// Whether the candidate at `rank` may score `score` or more: false when `closerMost(at:)` is less, which is
    /// read no further once it is sure to reach `score`.
    func mayScore(atLeast score: Double, at rank: Int) -> Bool {
        let candidate = candidates[rank]
        // About the nearness that scores `score`: only how soon the reading stops depends on it.
        let enough = (score - Self.score(of: candidate, near: 0)) / RecommendationScorer.neighbourWeight
        guard let near = mostNear(of: candidate, enough: enough) else { return true }
        return Self.score(of: candidate, near: near) >= score
    }

    /// The most the nearness of `candidate` could be (nil once it is sure to reach `enough`).
    private func mostNear(of candidate: Candidate, enough: Double) -> Double? {
        let position = candidate.position
        let year = pool.years[position]
        let bits = genreBits[pool.genreListPlaces[position]]
        return pool.withDistribution(at: position) {
            neighbours.mostPulled(
                onGenres: bits, year: year, distribution: $0, rating: pool.ratings[position], enough: enough)
        }
    }

    /// The candidate at `rank`, scored (`scratch`: `FilmNeighbours`' to reuse).
    func scored(at rank: Int, scratch: inout FilmNeighbours.Scratch) -> RecommendationScorer.Scored {
        let candidate = candidates[rank]
        let position = candidate.position
        let year = pool.years[position]
        let bits = genreBits[pool.genreListPlaces[position]]
        let near = pool.withDistribution(at: position) {
            neighbours.pulls(
                onGenres: bits, year: year, distribution: $0, rating: pool.ratings[position], scratch: &scratch)
        }
        return RecommendationScorer.Scored(
            position: position, score: Self.score(of: candidate, near: near.score),
            series: candidate.series.map { ($0.film, $0.amount) }, nearness: near)
    }
}

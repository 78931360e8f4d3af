// What the recommender's tests share: every candidate scored, and a scorer of a person who rated the first films.
import CatalogueDomainApi

@testable import HistoryDomain

extension ScoringCandidates {
    /// Every candidate scored, in the order of their ranks: what the bounded picking must agree with.
    func everyScored() -> [RecommendationScorer.Scored] {
        var scratch = FilmNeighbours.Scratch()
        return (0..<count).map { scored(at: $0, scratch: &scratch) }
    }

    /// Every candidate scored, the best first (ties: the earlier place), as picking without bounds reads them.
    func everyScoredBestFirst() -> [RecommendationScorer.Scored] {
        everyScored().sorted { ($0.score, $1.position) > ($1.score, $0.position) }
    }
}

extension RecommendationScorer {
    /// A scorer of `films` for a person who rated the first `rated` of them, each `rating(place)`, and knows them.
    static func firstRated(_ rated: Int, of films: [Movie], rating: (Int) -> Int) -> RecommendationScorer {
        let opinions = (0..<rated).map { (movie: films[$0], rating: Optional(rating($0))) }
        return RecommendationScorer(taste: Taste(opinions), pool: FilmPool(films), known: Set(0..<rated))
    }
}

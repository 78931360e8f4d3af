import HistoryDomainApi

extension RecommendationScorer {
    /// The best candidates scored, and how many were scored and left out by their closer bound.
    struct Picking {
        let picks: [Scored]
        let scoredCount: Int
        let leftOutByCloserBound: Int
    }

    /// The `limit` best picks: at most `mostPerFilm` of one film's series, and at most `mostPerFilm` like one
    /// film (the film nearest them); when a history is too small to fill the list so, the rest in score order.
    /// The candidates are read in the order of the most they could score (`ScoringCandidates`); once a batch of
    /// them fills the list, reading stops at the first whose most is less than the score of the pick that fills
    /// it, and a candidate whose closer bound is less (`ScoringCandidates.mayScore(atLeast:at:)`) is not scored: a
    /// candidate scored later only raises that score, so no candidate left out would come before it, and the
    /// picks are those of every candidate scored.
    func picks(limit: Int) -> [Recommendation] {
        picks(limit: limit, from: scoringCandidates())
    }

    /// The `limit` best picks among `candidates` (`picks(limit:)`).
    func picks(limit: Int, from candidates: ScoringCandidates) -> [Recommendation] {
        Self.picking(limit, from: candidates).picks.map(recommendation)
    }

    /// The `limit` best of `candidates` (`picks(limit:)`), scored a batch at a time: after each, the scored ones
    /// below the pick that fills the list are let go, as none of them can be picked any more.
    static func picking(_ limit: Int, from candidates: ScoringCandidates) -> Picking {
        guard limit > 0 else { return Picking(picks: [], scoredCount: 0, leftOutByCloserBound: 0) }
        var scratch = FilmNeighbours.Scratch()
        let batchSize = 2 * limit + 32
        var best: [Scored] = []
        var batch: [Scored] = []
        var filled: Double?
        var (scoredCount, leftOut) = (0, 0)
        for rank in 0..<candidates.count {
            if let filled {
                if candidates.most(at: rank) < filled { break }
                if !candidates.mayScore(atLeast: filled, at: rank) {
                    leftOut += 1
                    continue
                }
            }
            batch.append(candidates.scored(at: rank, scratch: &scratch))
            scoredCount += 1
            guard batch.count == batchSize else { continue }
            (best, filled) = kept(limit, of: best + batch)
            batch.removeAll(keepingCapacity: true)
        }
        let picks = choose(limit, from: (best + batch).sorted(by: isBefore)).picks
        return Picking(picks: picks, scoredCount: scoredCount, leftOutByCloserBound: leftOut)
    }

    /// `scored` best first, without those below the pick that fills the list, and that pick's score (nil: the
    /// list is not filled, and all are kept).
    private static func kept(_ limit: Int, of scored: [Scored]) -> (best: [Scored], filledAt: Double?) {
        let sorted = scored.sorted(by: isBefore)
        guard let filled = choose(limit, from: sorted).filledAt else { return (sorted, nil) }
        return (Array(sorted.prefix { $0.score >= filled }), filled)
    }

    /// Whether `one` comes before `other`: a higher score first, the one first in the pool among equals.
    private static func isBefore(_ one: Scored, _ other: Scored) -> Bool {
        (one.score, other.position) > (other.score, one.position)
    }

    /// The first `limit` of `sorted` (best first) within `mostPerFilm` a film, and, when they fill the list, the
    /// score of the one that fills it (nil: the rest in score order fill it, or not all of it).
    static func choose(_ limit: Int, from sorted: [Scored]) -> (picks: [Scored], filledAt: Double?) {
        var perFilm: [String: Int] = [:]
        var picked: [Scored] = []
        var skipped: [Scored] = []
        for candidate in sorted {
            guard picked.count < limit else { break }
            let explaining =
                candidate.series.map { "series \($0.film)" } ?? candidate.nearness.strongest.map { "like \($0)" }
            if let explaining {
                guard perFilm[explaining, default: 0] < Self.mostPerFilm else {
                    skipped.append(candidate)
                    continue
                }
                perFilm[explaining, default: 0] += 1
            }
            picked.append(candidate)
        }
        if picked.count == limit, let last = picked.last { return (picked, last.score) }
        return (picked + skipped.prefix(limit - picked.count), nil)
    }
}

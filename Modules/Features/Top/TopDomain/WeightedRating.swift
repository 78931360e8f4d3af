/// IMDb's weighted rating: a film's rating pulled towards the mean in proportion to how few votes it has.
///
/// WR = v/(v+m)·R + m/(v+m)·C, with R the film's rating, v its votes, m the minimum votes and C the
/// mean rating of the films considered.
enum WeightedRating {
    static func score(rating: Double, votes: Int, minimumVotes: Int, meanRating: Double) -> Double {
        let v = Double(votes), m = Double(minimumVotes)
        guard v + m > 0 else { return meanRating }
        return v / (v + m) * rating + m / (v + m) * meanRating
    }
}

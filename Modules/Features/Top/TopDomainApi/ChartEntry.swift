/// One place in a chart.
public struct ChartEntry: Sendable, Equatable {
    public let rank: Int
    public let movieID: String
    public let title: String
    public let year: Int?
    public let rating: Double
    public let votes: Int
    /// WR = v/(v+m)·R + m/(v+m)·C.
    public let weightedRating: Double

    public init(
        rank: Int, movieID: String, title: String, year: Int?, rating: Double, votes: Int, weightedRating: Double
    ) {
        self.rank = rank
        self.movieID = movieID
        self.title = title
        self.year = year
        self.rating = rating
        self.votes = votes
        self.weightedRating = weightedRating
    }
}

/// One place in a chart.
public struct ChartEntry: Sendable, Equatable {
    /// The place, from 1.
    public let rank: Int
    /// The film's id in the catalogue.
    public let movieID: String
    /// The film's title.
    public let title: String
    /// The year of release.
    public let year: Int?
    /// R: the film's average user rating.
    public let rating: Double
    /// v: how many users rated it.
    public let votes: Int
    /// WR = v/(v+m)·R + m/(v+m)·C.
    public let weightedRating: Double
    /// How many viewings of it your diary has (0 when none, or when the history could not be read).
    public var timesSeen = 0
    /// Your rating of it as worded ("8/10", "3.5 stars"), when you rated it.
    public var yourRating: String?

    /// An entry with the given parts; see the properties.
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

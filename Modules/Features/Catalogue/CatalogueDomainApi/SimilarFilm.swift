/// A film like another, with why in words: "same director: Michael Mann; 2 shared cast".
public struct SimilarFilm: Sendable, Equatable {
    /// The film's id in the catalogue in use.
    public let movieID: String
    /// Its title and year.
    public let title: String
    /// Its year of release.
    public let year: Int?
    /// The crowd's rating out of ten and how many voted, when the catalogue says.
    public let rating: Double?
    /// How many people rated it.
    public let votes: Int?
    /// How alike: shared people weigh most (directors, then writers and the top of the cast), then genres, era
    /// and the crowd's rating.
    public let score: Double
    /// Why, in words, most telling first.
    public let reasons: [String]

    /// A similar film; see the properties.
    public init(
        movieID: String, title: String, year: Int?, rating: Double?, votes: Int?, score: Double, reasons: [String]
    ) {
        self.movieID = movieID
        self.title = title
        self.year = year
        self.rating = rating
        self.votes = votes
        self.score = score
        self.reasons = reasons
    }
}

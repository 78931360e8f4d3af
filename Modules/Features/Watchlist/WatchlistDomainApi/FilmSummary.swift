/// Enough about a film to tell it apart from others with the same title.
public struct FilmSummary: Sendable, Equatable, Codable {
    /// The film's id in the catalogue.
    public let movieID: String
    /// The film's title.
    public let title: String
    /// The year of release.
    public let year: Int?

    /// A summary of the film `movieID`, `title` (`year`).
    public init(movieID: String, title: String, year: Int?) {
        self.movieID = movieID
        self.title = title
        self.year = year
    }
}

/// Enough about a film to tell it apart from others with the same title.
public struct FilmSummary: Sendable, Equatable, Codable {
    public let movieID: String
    public let title: String
    public let year: Int?

    public init(movieID: String, title: String, year: Int?) {
        self.movieID = movieID
        self.title = title
        self.year = year
    }
}

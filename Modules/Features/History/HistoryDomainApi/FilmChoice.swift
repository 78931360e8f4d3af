/// A film one of several could be, shown so that the person can choose: id, title and year.
public struct FilmChoice: Sendable, Equatable {
    /// The film's id in the catalogue in use.
    public let movieID: String
    /// Its title.
    public let title: String
    /// The film's year of release.
    public let year: Int?

    /// The choice of the film `movieID`, `title` (`year`).
    public init(movieID: String, title: String, year: Int?) {
        self.movieID = movieID
        self.title = title
        self.year = year
    }
}

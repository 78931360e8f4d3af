/// A film shown so that a person can tell it from others or choose it: id, title and year.
public struct FilmChoice: Sendable, Hashable, Codable {
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

    /// The choice of `movie`.
    public init(_ movie: Movie) {
        self.init(movieID: movie.id.rawValue, title: movie.title, year: movie.year)
    }

    /// "Title (1999)", or the title alone when the year is unknown.
    public var name: String { year.map { "\(title) (\($0))" } ?? title }
}

/// What a tally of films reads of each: its year, crowd rating and genres, without titles or people, so a
/// catalogue can answer for a year of films without building a `Movie` of each (at IMDb scale each title read is
/// a page touched).
public struct FilmFigures: Sendable, Equatable {
    /// The film's id in its source.
    public let id: MovieID
    /// The year of release.
    public let year: Int?
    /// Average user rating, 1–10; nil when no one rated it.
    public let rating: Double?
    /// Its genres, as the source names them.
    public let genres: [String]

    /// A film's figures; see the properties.
    public init(id: MovieID, year: Int?, rating: Double?, genres: [String]) {
        self.id = id
        self.year = year
        self.rating = rating
        self.genres = genres
    }

    /// The figures of `movie`.
    public init(_ movie: Movie) {
        self.init(id: movie.id, year: movie.year, rating: movie.rating, genres: movie.genres)
    }
}

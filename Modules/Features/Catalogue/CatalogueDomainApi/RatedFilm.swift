/// What a chart ranks a film by: its numbers and genres, without its titles or people, so a catalogue can
/// list ten thousand of them without building ten thousand `Movie`s (at IMDb scale that was most of `top`).
public struct RatedFilm: Sendable, Equatable {
    /// The film's id in its source.
    public let id: MovieID
    /// The year of release.
    public let year: Int?
    /// Average user rating, 1–10.
    public let rating: Double
    /// How many users rated it.
    public let votes: Int
    /// Its genres, as the source names them.
    public let genres: [String]

    /// A rated film.
    public init(id: MovieID, year: Int?, rating: Double, votes: Int, genres: [String]) {
        self.id = id
        self.year = year
        self.rating = rating
        self.votes = votes
        self.genres = genres
    }

    /// The numbers of `movie`; nil when it has no rating or no votes.
    public init?(_ movie: Movie) {
        guard let rating = movie.rating, let votes = movie.votes else { return nil }
        self.init(id: movie.id, year: movie.year, rating: rating, votes: votes, genres: movie.genres)
    }
}

import CatalogueDomainApi

/// A film in full, with who made and played in it and whether it is on the watchlist.
public struct MovieDetail: Sendable, Equatable {
    /// The film.
    public let movie: Movie
    /// nil when the watchlist could not be read (the detail is still worth showing).
    public let isOnWatchlist: Bool?
    /// Directors, writers and cast, in the catalogue's order; empty when the source has no people.
    public let credits: [Credit]

    /// The detail of `movie`, with its watchlist membership when known and its credits.
    public init(movie: Movie, isOnWatchlist: Bool?, credits: [Credit] = []) {
        self.movie = movie
        self.isOnWatchlist = isOnWatchlist
        self.credits = credits
    }
}

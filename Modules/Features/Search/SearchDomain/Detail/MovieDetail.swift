import CatalogueDomainApi

/// A film in full, with whether it is on the watchlist.
public struct MovieDetail: Sendable, Equatable {
    /// The film.
    public let movie: Movie
    /// nil when the watchlist could not be read (the detail is still worth showing).
    public let isOnWatchlist: Bool?

    /// The detail of `movie`, with its watchlist membership when known.
    public init(movie: Movie, isOnWatchlist: Bool?) {
        self.movie = movie
        self.isOnWatchlist = isOnWatchlist
    }
}

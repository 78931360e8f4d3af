import CatalogueDomainApi

/// A film in full, with who made and played in it and whether it is on the watchlist.
public struct MovieDetail: Sendable, Equatable {
    /// The film.
    public let movie: Movie
    /// nil when the watchlist could not be read (the detail is still worth showing).
    public let isOnWatchlist: Bool?
    /// Directors, writers and cast, in the catalogue's order; empty when the source has no people.
    public let credits: [Credit]
    /// Your rating of it, as worded ("9/10", "3.5 stars"), when you rated it and the history could be read.
    public let yourRating: String?
    /// The days you saw it (`YYYY-MM-DD`), earliest first.
    public let seenOn: [String]

    /// The detail of `movie`, with its watchlist membership when known, its credits, and your history of it.
    public init(
        movie: Movie, isOnWatchlist: Bool?, credits: [Credit] = [], yourRating: String? = nil, seenOn: [String] = []
    ) {
        self.movie = movie
        self.isOnWatchlist = isOnWatchlist
        self.credits = credits
        self.yourRating = yourRating
        self.seenOn = seenOn
    }
}

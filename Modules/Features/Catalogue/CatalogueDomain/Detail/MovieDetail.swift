import CatalogueDomainApi

/// A film in full, with who made and played in it, whether it is on the watchlist, your history of it, and the
/// films most like it.
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
    /// "More like this": the first films `similar` lists for it, in its order and with its reasons; empty when
    /// none could be found.
    public let moreLikeThis: [SimilarFilm]
    /// The marks of those of `moreLikeThis` you have seen or rated, by id.
    public let marks: [String: SeenMark]

    /// The detail of `movie`, with its watchlist membership when known, its credits, your history of it, and the
    /// films like it with the marks of those you have seen or rated.
    public init(
        movie: Movie, isOnWatchlist: Bool?, credits: [Credit] = [], yourRating: String? = nil, seenOn: [String] = [],
        moreLikeThis: [SimilarFilm] = [], marks: [String: SeenMark] = [:]
    ) {
        self.movie = movie
        self.isOnWatchlist = isOnWatchlist
        self.credits = credits
        self.yourRating = yourRating
        self.seenOn = seenOn
        self.moreLikeThis = moreLikeThis
        self.marks = marks
    }

    /// The same detail with the watchlist membership `listed`.
    public func listed(_ listed: Bool) -> MovieDetail {
        MovieDetail(
            movie: movie, isOnWatchlist: listed, credits: credits, yourRating: yourRating, seenOn: seenOn,
            moreLikeThis: moreLikeThis, marks: marks)
    }
}

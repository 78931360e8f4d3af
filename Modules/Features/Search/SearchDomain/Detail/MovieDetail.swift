import SearchDomainApi

/// A film in full, with whether it is on the watchlist.
public struct MovieDetail: Sendable, Equatable {
    public let movie: Movie
    /// nil when the watchlist could not be read (the detail is still worth showing).
    public let isOnWatchlist: Bool?

    public init(movie: Movie, isOnWatchlist: Bool?) {
        self.movie = movie
        self.isOnWatchlist = isOnWatchlist
    }
}

/// Why a film could not be shown.
public enum MovieDetailError: Error, Equatable, Sendable {
    /// No film has that title (or id); `suggestions` are close matches worth offering.
    case notFound(String, suggestions: [Movie])
    /// Several films have that title; the person must choose.
    case ambiguous(String, candidates: [Movie])
    case catalogue(CatalogueError)
}

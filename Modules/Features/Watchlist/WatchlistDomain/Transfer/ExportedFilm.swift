import WatchlistDomainApi

/// A watchlist entry with what an export adds from the catalogue in use: its IMDb id and directors, where known.
public struct ExportedFilm: Sendable, Equatable {
    /// The entry as listed.
    public let entry: WatchlistEntry
    /// The film's IMDb id, when the entry's id is one.
    public let imdbID: String?
    /// Its directors, when the catalogue in use knows them.
    public let directors: [String]

    /// `entry` with its `imdbID` and `directors`.
    public init(entry: WatchlistEntry, imdbID: String?, directors: [String]) {
        self.entry = entry
        self.imdbID = imdbID
        self.directors = directors
    }
}

import WatchlistDomainApi

/// A watchlist entry with what an export adds from the catalogue in use: whether it has the film, its IMDb id
/// and directors, where known.
public struct ExportedFilm: Sendable, Equatable {
    /// The entry as listed.
    public let entry: WatchlistEntry
    /// The film's IMDb id, when the entry's id is one.
    public let imdbID: String?
    /// Its directors, when the catalogue in use knows them and the format lists them.
    public let directors: [String]
    /// Whether the catalogue in use has the film; an entry added from another source stays listed.
    public let isInCatalogue: Bool

    /// `entry` with its `imdbID`, `directors` and whether the catalogue in use has it.
    public init(entry: WatchlistEntry, imdbID: String?, directors: [String], isInCatalogue: Bool = true) {
        self.entry = entry
        self.imdbID = imdbID
        self.directors = directors
        self.isInCatalogue = isInCatalogue
    }
}

/// The files `watchlist export` writes, which `watchlist import` reads back.
public enum ListFileFormat: String, CaseIterable, Sendable {
    /// The CSV Letterboxd's importer documents: imdbID, Title, Year, Directors.
    case letterboxd
    /// A plain table: ID, Title, Year, Directors, Added.
    case csv
    /// What `watchlist list --json` prints: each entry, and whether the catalogue in use has it.
    case json

    /// Whether the format has a Directors column, which the catalogue is asked for.
    var listsDirectors: Bool { self != .json }
}

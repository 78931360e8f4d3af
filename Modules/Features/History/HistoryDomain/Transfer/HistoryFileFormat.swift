/// The files `diary export` writes.
public enum HistoryFileFormat: String, CaseIterable, Sendable {
    /// The CSV Letterboxd's importer takes: imdbID, Title, Year, Rating or Rating10, WatchedDate, Rewatch, Tags.
    case letterboxd
    /// Movieland's CSV: every rating, viewing and unplaced row, read back by `diary import`.
    case csv
    /// The same as JSON.
    case json
}

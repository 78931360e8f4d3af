import WatchlistDomainApi

/// Writes list files in Movieland's export formats; implemented in WatchlistData, beside the readers of the
/// same formats.
public protocol ListFileWriting: Sendable {
    /// `films` as a file of `format`.
    func text(_ films: [ExportedFilm], format: ListFileFormat) -> String

    /// Writes `text` to `path` through a temporary file and a rename: whole, or not at all.
    func write(_ text: String, to path: String) throws(WatchlistError)
}

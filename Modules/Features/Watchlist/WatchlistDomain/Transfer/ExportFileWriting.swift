import WatchlistDomainApi

/// Writes export files; implemented in WatchlistData.
public protocol ExportFileWriting: Sendable {
    /// Writes `text` to `path` through a temporary file and a rename: whole, or not at all.
    func write(_ text: String, to path: String) throws(WatchlistError)
}

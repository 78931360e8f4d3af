import HistoryDomainApi

/// Writes history rows in a format; implemented in HistoryData.
public protocol HistoryFileWriting: Sendable {
    /// The rows as the text of a file of `format`.
    func text(_ rows: [HistoryFileRow], format: HistoryFileFormat) -> String
    /// Writes `text` to `path` atomically; nothing there changes on failure.
    func write(_ text: String, to path: String) throws(HistoryError)
}

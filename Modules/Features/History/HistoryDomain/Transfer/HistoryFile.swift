import HistoryDomainApi

/// An exported history, as read from its file.
public struct HistoryFile: Sendable, Equatable {
    /// Which export the file is, by its header: "IMDb ratings export", "Letterboxd diary", ...
    public let shape: String
    /// How the bytes were read, when not as UTF-8 ("Windows-1252").
    public let encoding: String?
    /// Its rows, in the file's order.
    public let rows: [HistoryFileRow]

    /// A file of `shape`, read as `encoding` (nil: UTF-8), with `rows`.
    public init(shape: String, encoding: String?, rows: [HistoryFileRow]) {
        self.shape = shape
        self.encoding = encoding
        self.rows = rows
    }
}

/// Reads an exported history; implemented in HistoryData.
public protocol HistoryFileReading: Sendable {
    /// The file at `path`, its shape recognised from its header.
    func read(_ path: String) throws(HistoryError) -> HistoryFile
}

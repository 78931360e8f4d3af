import DependencyInjection
import HistoryDomainApi

/// The files `diary export` writes.
public enum HistoryFileFormat: String, CaseIterable, Sendable {
    /// The CSV Letterboxd's importer takes: imdbID, Title, Year, Rating or Rating10, WatchedDate, Rewatch, Tags.
    case letterboxd
    /// Movieland's CSV: every rating, viewing and unplaced row, read back by `diary import`.
    case csv
    /// The same as JSON.
    case json
}

/// Writes history rows in a format; implemented in HistoryData.
public protocol HistoryFileWriting: Sendable {
    /// The rows as the text of a file of `format`.
    func text(_ rows: [HistoryFileRow], format: HistoryFileFormat) -> String
    /// Writes `text` to `path` atomically; nothing there changes on failure.
    func write(_ text: String, to path: String) throws(HistoryError)
}

/// Exports the history.
public protocol ExportHistoryUseCase: Sendable {
    /// The history as a file of `format`.
    func text(_ format: HistoryFileFormat) async throws(HistoryError) -> String
    /// Writes the history to `path` as `format`; returns how many rows it holds.
    func export(_ format: HistoryFileFormat, to path: String) async throws(HistoryError) -> Int
}

/// Exports every rating, viewing and unplaced row (Letterboxd's importer takes the ratings and viewings).
public struct ExportHistory: ExportHistoryUseCase {
    private let repository: any HistoryRepository
    private let writer: any HistoryFileWriting

    init(repository: any HistoryRepository, writer: any HistoryFileWriting) {
        self.repository = repository
        self.writer = writer
    }

    /// The use case wired to the container's history and writer.
    public static func make(_ container: Container) -> ExportHistory {
        ExportHistory(repository: container.historyRepository(), writer: container.historyFileWriter())
    }

    /// The history as a file of `format`.
    public func text(_ format: HistoryFileFormat) async throws(HistoryError) -> String {
        writer.text(try await repository.record().rows, format: format)
    }

    /// Writes the history to `path` as `format`; returns how many rows it holds.
    public func export(_ format: HistoryFileFormat, to path: String) async throws(HistoryError) -> Int {
        let rows = try await repository.record().rows
        try writer.write(writer.text(rows, format: format), to: path)
        return rows.count
    }
}

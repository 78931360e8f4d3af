import DependencyInjection
import HistoryDomainApi

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

import HistoryDomainApi

/// Exports the history.
public protocol ExportHistoryUseCase: Sendable {
    /// The history as a file of `format`.
    func text(_ format: HistoryFileFormat) async throws(HistoryError) -> String
    /// Writes the history to `path` as `format`; returns how many rows it holds.
    func export(_ format: HistoryFileFormat, to path: String) async throws(HistoryError) -> Int
}

import HistoryDomainApi

/// Imports an exported history.
public protocol ImportHistoryUseCase: Sendable {
    /// Places every row of the file at `path` (nothing is changed with `dryRun`), and says what became of each.
    func execute(_ path: String, dryRun: Bool) async throws(HistoryError) -> HistoryImportReport
    /// Places the rows earlier imports kept that the catalogue in use has now (after a catalogue update);
    /// returns how many.
    func placeKeptRows() async throws(HistoryError) -> Int
}

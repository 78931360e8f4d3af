import HistoryDomainApi

/// Checks the history file.
public protocol CheckHistoryUseCase: Sendable {
    /// Reads the whole history and says which lines cannot be read.
    func execute() async throws(HistoryError) -> HistoryCheck
}

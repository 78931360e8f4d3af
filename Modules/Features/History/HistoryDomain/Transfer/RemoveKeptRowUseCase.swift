import HistoryDomainApi

/// Removes a kept row.
public protocol RemoveKeptRowUseCase: Sendable {
    /// Removes the kept row `id` (`k3`) and returns it.
    func execute(_ id: String) async throws(HistoryError) -> KeptRow
}

import HistoryDomainApi

/// Where the film history is kept; implemented in HistoryData.
public protocol HistoryRepository: Sendable {
    /// The whole history (empty when nothing was ever kept).
    func record() async throws(HistoryError) -> HistoryRecord

    /// Applies `change` to the history and keeps the result, as one step no other run can interleave with;
    /// nothing is kept when `change` throws.
    func modify<Result: Sendable>(
        _ change: @Sendable (inout HistoryRecord) throws(HistoryError) -> Result
    ) async throws(HistoryError) -> Result
}

import HistoryDomainApi

/// Where the film history is kept; implemented in HistoryData.
public protocol HistoryRepository: Sendable {
    /// Where the history is kept, as messages name it (the file's path).
    var location: String { get }

    /// The whole history (empty when nothing was ever kept).
    func record() async throws(HistoryError) -> HistoryRecord

    /// Applies `change` to the history and keeps the result, as one step no other run can interleave with;
    /// nothing is kept when `change` throws.
    func modify<Result: Sendable>(
        _ change: @Sendable (inout HistoryRecord) throws(HistoryError) -> Result
    ) async throws(HistoryError) -> Result
}

extension HistoryRepository {
    /// A history kept nowhere a person can open.
    public var location: String { "your film history" }
}

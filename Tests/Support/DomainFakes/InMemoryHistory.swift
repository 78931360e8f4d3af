import HistoryDomain
import HistoryDomainApi

/// A film history kept in memory, for the History feature's tests.
public actor InMemoryHistory: HistoryRepository {
    /// What is kept.
    public private(set) var stored: HistoryRecord

    /// A history holding `record`.
    public init(_ record: HistoryRecord = HistoryRecord()) {
        stored = record
    }

    /// What is kept.
    public func record() async throws(HistoryError) -> HistoryRecord { stored }

    /// Applies `change` to a copy and keeps it only when `change` does not throw.
    public func modify<Result: Sendable>(
        _ change: @Sendable (inout HistoryRecord) throws(HistoryError) -> Result
    ) async throws(HistoryError) -> Result {
        var copy = stored
        let result = try change(&copy)
        stored = copy
        return result
    }
}

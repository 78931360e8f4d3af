import HistoryDomainApi

/// Where the film history is kept; implemented in HistoryData.
public protocol HistoryRepository: Sendable {
    /// Where the history is kept, as messages name it (the file's path).
    var location: String { get }

    /// The whole history (empty when nothing was ever kept).
    func record() async throws(HistoryError) -> HistoryRecord

    /// The ratings and viewings of the films `movieIDs` alone, and no kept row: what a question about a few
    /// films (the marks of a list) needs, without the cost of the rest. The damaged lines are the whole history's,
    /// as `record()` has them.
    func record(ofFilms movieIDs: Set<String>) async throws(HistoryError) -> HistoryRecord

    /// Applies `change` to the history and keeps the result, as one step no other run can interleave with;
    /// nothing is kept when `change` throws.
    func modify<Result: Sendable>(
        _ change: @Sendable (inout HistoryRecord) throws(HistoryError) -> Result
    ) async throws(HistoryError) -> Result
}

extension HistoryRepository {
    /// A history kept nowhere a person can open.
    public var location: String { "your film history" }

    /// The whole history, less the ratings and viewings of other films and the kept rows.
    public func record(ofFilms movieIDs: Set<String>) async throws(HistoryError) -> HistoryRecord {
        var record = try await record()
        record.ratings.removeAll { !movieIDs.contains($0.movieID) }
        record.viewings.removeAll { !movieIDs.contains($0.movieID) }
        record.unplaced = []
        return record
    }
}

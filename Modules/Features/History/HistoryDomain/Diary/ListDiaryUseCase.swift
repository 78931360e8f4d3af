import HistoryDomainApi

/// Lists the diary.
public protocol ListDiaryUseCase: Sendable {
    /// The viewings (of `year` only, when given), newest first, and the kept rows: with `unplaced`, every kept row
    /// (of `year` when given: dated that year), else the kept days a film was seen (of `year`).
    func execute(year: Int?, unplaced: Bool) async throws(HistoryError) -> Diary
}

extension ListDiaryUseCase {
    /// The viewings and kept days a film was seen, of `year` when given.
    public func execute(year: Int?) async throws(HistoryError) -> Diary {
        try await execute(year: year, unplaced: false)
    }
}

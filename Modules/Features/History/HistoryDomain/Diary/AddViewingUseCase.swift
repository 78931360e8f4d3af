import HistoryDomainApi

/// Logs a viewing in the diary.
public protocol AddViewingUseCase: Sendable {
    func execute(_ request: ViewingRequest) async throws(HistoryError) -> Viewing
}

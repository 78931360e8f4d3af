import HistoryDomainApi

/// Lists the History items.
public protocol LoadHistoryItemsUseCase: Sendable {
    /// Every item, in title order.
    func execute() async throws(HistoryError) -> [HistoryItem]
}

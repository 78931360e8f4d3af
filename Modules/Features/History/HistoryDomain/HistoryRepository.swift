import HistoryDomainApi

/// Where the History items come from; implemented in HistoryData.
public protocol HistoryRepository: Sendable {
    /// Every item, in no particular order.
    func items() async throws(HistoryError) -> [HistoryItem]
}

import HistoryDomain
import HistoryDomainApi

/// A fixed list of items: the starting point to replace with the feature's real data source.
struct StaticHistoryRepository: HistoryRepository {
    private let stored: [HistoryItem]

    init(items: [HistoryItem]? = nil) {
        self.stored =
            items ?? [
                HistoryItem(id: "2", title: "Second"),
                HistoryItem(id: "1", title: "First"),
            ]
    }

    func items() async throws(HistoryError) -> [HistoryItem] {
        stored
    }
}

import DependencyInjection
import HistoryDomainApi

/// Lists the items in title order.
public struct LoadHistoryItems: LoadHistoryItemsUseCase {
    private let repository: any HistoryRepository

    /// The use case reading from `repository`.
    public init(repository: any HistoryRepository) {
        self.repository = repository
    }

    /// The use case wired to the container's repository.
    public static func make(_ container: Container) -> LoadHistoryItems {
        LoadHistoryItems(repository: container.historyRepository())
    }

    /// Every item, in title order (ties by id).
    public func execute() async throws(HistoryError) -> [HistoryItem] {
        try await repository.items().sorted { ($0.title.lowercased(), $0.id) < ($1.title.lowercased(), $1.id) }
    }
}

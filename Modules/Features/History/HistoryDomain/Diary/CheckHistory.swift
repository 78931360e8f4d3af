import DependencyInjection
import HistoryDomainApi

/// Reads every line of the history and lists those it cannot read, with why.
public struct CheckHistory: CheckHistoryUseCase {
    private let repository: any HistoryRepository

    init(repository: any HistoryRepository) {
        self.repository = repository
    }

    /// The use case wired to the container's history.
    public static func make(_ container: Container) -> CheckHistory {
        CheckHistory(repository: container.historyRepository())
    }

    /// Reads the whole history and says which lines cannot be read.
    public func execute() async throws(HistoryError) -> HistoryCheck {
        let record = try await repository.record()
        return HistoryCheck(
            location: repository.location, damagedLines: record.damagedLines, viewings: record.viewings.count,
            ratings: record.ratings.count, kept: record.unplaced.count)
    }
}

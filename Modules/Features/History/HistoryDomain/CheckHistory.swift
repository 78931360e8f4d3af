import DependencyInjection
import HistoryDomainApi

/// What `diary check` finds in the history file.
public struct HistoryCheck: Sendable, Equatable {
    /// Where the history is kept.
    public let location: String
    /// The lines that cannot be read, kept as they are until fixed or removed.
    public let damagedLines: [DamagedHistoryLine]
    /// How many viewings, ratings and kept rows were read.
    public let viewings: Int, ratings: Int, kept: Int
}

/// Checks the history file.
public protocol CheckHistoryUseCase: Sendable {
    /// Reads the whole history and says which lines cannot be read.
    func execute() async throws(HistoryError) -> HistoryCheck
}

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

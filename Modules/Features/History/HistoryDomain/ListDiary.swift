import DependencyInjection
import HistoryDomainApi

/// Lists the diary.
public protocol ListDiaryUseCase: Sendable {
    /// The viewings (of `year` only, when given), newest first.
    func execute(year: Int?) async throws(HistoryError) -> [Viewing]
}

/// The diary newest first: by day, and on one day the last logged first.
public struct ListDiary: ListDiaryUseCase {
    private let repository: any HistoryRepository

    init(repository: any HistoryRepository) {
        self.repository = repository
    }

    /// The use case wired to the container's history.
    public static func make(_ container: Container) -> ListDiary {
        ListDiary(repository: container.historyRepository())
    }

    /// The viewings (of `year` only, when given), newest first.
    public func execute(year: Int?) async throws(HistoryError) -> [Viewing] {
        let viewings = try await repository.record().viewings
        let logged = Dictionary(uniqueKeysWithValues: viewings.enumerated().map { ($1.id, $0) })
        return viewings.filter { year == nil || $0.date.year == year }.sorted {
            ($0.date, logged[$0.id] ?? 0) > ($1.date, logged[$1.id] ?? 0)
        }
    }
}

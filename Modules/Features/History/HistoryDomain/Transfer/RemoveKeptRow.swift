import DependencyInjection
import HistoryDomainApi

/// Removes a row an import kept (a film no catalogue will have, a line that holds nothing): the rows after it
/// move up one.
public struct RemoveKeptRow: RemoveKeptRowUseCase {
    private let repository: any HistoryRepository

    init(repository: any HistoryRepository) {
        self.repository = repository
    }

    /// The use case wired to the container's history.
    public static func make(_ container: Container) -> RemoveKeptRow {
        RemoveKeptRow(repository: container.historyRepository())
    }

    /// Removes the kept row `id` and returns it.
    public func execute(_ id: String) async throws(HistoryError) -> KeptRow {
        try await repository.modify { (record: inout HistoryRecord) throws(HistoryError) -> KeptRow in
            let kept = try PlaceKeptRow.kept(id, in: record)
            record.unplaced.remove(at: kept.number - 1)
            return kept
        }
    }
}

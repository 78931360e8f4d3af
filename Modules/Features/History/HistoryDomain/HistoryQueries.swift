import DependencyInjection
import HistoryDomainApi

/// Answers other features' questions about a film from the history (`HistoryQuerying`).
public struct HistoryQueries: HistoryQuerying {
    private let repository: any HistoryRepository

    init(repository: any HistoryRepository) {
        self.repository = repository
    }

    /// The queries over the container's history.
    public static func make(_ container: Container) -> HistoryQueries {
        HistoryQueries(repository: container.historyRepository())
    }

    /// Your rating of the film with this id, if any, and the days you saw it, earliest first.
    public func history(
        ofMovie movieID: String
    ) async throws(HistoryError) -> (rating: FilmRating?, seenOn: [DiaryDate]) {
        let record = try await repository.record()
        let seen = record.viewings.filter { $0.movieID == movieID }.map(\.date).sorted()
        return (record.rating(of: movieID)?.rating, seen)
    }
}

import CatalogueDomainApi
import DependencyInjection
import HistoryDomainApi

/// Answers other features' questions about the films they show from the history (`HistoryQuerying`).
public struct HistoryQueries: HistoryQuerying {
    private let repository: any HistoryRepository
    /// Told why, when the history cannot be read at all and the marks are none.
    private let onUnreadable: @Sendable (HistoryError) -> Void

    init(repository: any HistoryRepository, onUnreadable: @escaping @Sendable (HistoryError) -> Void = { _ in }) {
        self.repository = repository
        self.onUnreadable = onUnreadable
    }

    /// The queries over the container's history.
    public static func make(_ container: Container) -> HistoryQueries {
        HistoryQueries(repository: container.historyRepository(), onUnreadable: container.historyUnreadableForMarks())
    }

    /// The marks of those of `movieIDs` you have seen or rated, from the records of those films alone (every
    /// line of the history is still read and checked). The history is not read for no film, and one that cannot
    /// be read marks nothing and is told to `onUnreadable`.
    public func seenMarks(of movieIDs: [String]) async -> [String: SeenMark] {
        guard !movieIDs.isEmpty else { return [:] }
        let wanted = Set(movieIDs)
        do {
            return Self.marks(of: wanted, in: try await repository.record(ofFilms: wanted))
        } catch {
            onUnreadable(error)
            return [:]
        }
    }

    /// The marks of `wanted` from `record`'s viewings and ratings.
    static func marks(of wanted: Set<String>, in record: HistoryRecord) -> [String: SeenMark] {
        var days: [String: [DiaryDate]] = [:]
        for viewing in record.viewings where wanted.contains(viewing.movieID) {
            days[viewing.movieID, default: []].append(viewing.date)
        }
        var ratings: [String: String] = [:]
        for rating in record.ratings where wanted.contains(rating.movieID) {
            ratings[rating.movieID] = rating.rating.description
        }
        var marks: [String: SeenMark] = [:]
        for id in Set(days.keys).union(ratings.keys) {
            marks[id] = SeenMark(seenOn: (days[id] ?? []).sorted().map(\.description), yourRating: ratings[id])
        }
        return marks
    }
}

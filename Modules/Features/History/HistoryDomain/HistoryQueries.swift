import CatalogueDomainApi
import DependencyInjection
import HistoryDomainApi

/// Answers other features' questions about the films they show from the history (`HistoryQuerying`).
public struct HistoryQueries: HistoryQuerying {
    private let repository: any HistoryRepository

    init(repository: any HistoryRepository) {
        self.repository = repository
    }

    /// The queries over the container's history.
    public static func make(_ container: Container) -> HistoryQueries {
        HistoryQueries(repository: container.historyRepository())
    }

    /// The marks of those of `movieIDs` you have seen or rated: one pass over the viewings and one over the
    /// ratings. The history is not read for no film, and one that cannot be read marks nothing.
    public func seenMarks(of movieIDs: [String]) async -> [String: SeenMark] {
        guard !movieIDs.isEmpty, let record = try? await repository.record() else { return [:] }
        return Self.marks(of: Set(movieIDs), in: record)
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

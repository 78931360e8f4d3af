import CatalogueDomainApi
import DependencyInjection
import HistoryDomainApi

/// The diary newest first: by day, and on one day the last logged first; kept rows in the history's order.
public struct ListDiary: ListDiaryUseCase {
    private let repository: any HistoryRepository
    /// Makes what finds the films each kept row could be, for `unplaced` only: the catalogue is opened only
    /// when it is asked (`diary list` alone reads the history file and nothing else).
    private let matcher: (@Sendable () -> HistoryRowMatcher)?

    init(repository: any HistoryRepository, matcher: (@Sendable () -> HistoryRowMatcher)? = nil) {
        self.repository = repository
        self.matcher = matcher
    }

    /// The use case wired to the container's history and catalogue.
    public static func make(_ container: Container) -> ListDiary {
        ListDiary(repository: container.historyRepository()) {
            HistoryRowMatcher(catalogue: container.movieCatalogue(), titles: container.titleMatching())
        }
    }

    /// The viewings of `year` (all when nil) newest first, and the kept rows `unplaced` asks for.
    public func execute(year: Int?, unplaced: Bool) async throws(HistoryError) -> Diary {
        let record = try await repository.record()
        // Their positions are sorted, not the viewings: a viewing is a large value, and moving 5,000 of them
        // through a sort (with a dictionary of ids for the order they were logged in) was a fifth of the command.
        let all = record.viewings
        let order = all.indices.filter { year == nil || all[$0].date.year == year }.sorted {
            (all[$0].date, $0) > (all[$1].date, $1)
        }
        let viewings = order.map { all[$0] }
        let rows = record.unplaced.enumerated().map { KeptRow(number: $0 + 1, row: $1) }
        let kept = rows.filter { kept in
            (unplaced || kept.isViewing) && (year == nil || kept.row.date?.year == year)
        }
        let ratings = Dictionary(record.ratings.map { ($0.movieID, $0.rating) }, uniquingKeysWith: { $1 })
        guard unplaced else {
            let others = rows.count { !$0.isViewing }
            return Diary(viewings: viewings, kept: kept, ratings: ratings, otherKept: others)
        }
        return Diary(viewings: [], kept: try await withCandidates(kept), ratings: ratings)
    }

    /// The rows with the films each could be, as an import would place them now.
    private func withCandidates(_ rows: [KeptRow]) async throws(HistoryError) -> [KeptRow] {
        guard let matcher = matcher?() else { return rows }
        var found: [KeptRow] = []
        for var kept in rows {
            if case .ambiguous(let choices) = try await matcher.place(kept.row) { kept.candidates = choices }
            found.append(kept)
        }
        return found
    }
}

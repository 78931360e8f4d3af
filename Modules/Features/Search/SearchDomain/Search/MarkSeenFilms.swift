import CatalogueDomainApi
import DependencyInjection
import HistoryDomainApi

/// Asks the History feature (through `HistoryQuerying`) which of the films found you have seen or rated.
public struct MarkSeenFilms: MarkSeenFilmsUseCase {
    private let history: any HistoryQuerying

    init(history: any HistoryQuerying) {
        self.history = history
    }

    /// The use case wired to the container's history.
    public static func make(_ container: Container) -> MarkSeenFilms {
        MarkSeenFilms(history: container.historyQuerying())
    }

    /// The marks of those of `movies` you have seen or rated, by id.
    public func execute(_ movies: [Movie]) async -> [String: SeenMark] {
        await history.seenMarks(of: movies.map(\.id.rawValue))
    }
}

import CatalogueDomainApi
import DependencyInjection
import HistoryDomainApi

/// Removes one viewing; a film seen on several days needs the day, and the error lists them.
public struct RemoveViewing: RemoveViewingUseCase {
    private let repository: any HistoryRepository
    private let resolve: ResolveNamedFilm

    init(repository: any HistoryRepository, catalogue: any MovieCatalogue, titles: any TitleMatching) {
        self.repository = repository
        resolve = ResolveNamedFilm(catalogue: catalogue, titles: titles)
    }

    /// The use case wired to the container's history and catalogue.
    public static func make(_ container: Container) -> RemoveViewing {
        RemoveViewing(
            repository: container.historyRepository(), catalogue: container.movieCatalogue(),
            titles: container.titleMatching())
    }

    /// Removes the viewing `film` names: its id, or the film's only viewing (or its viewing on `date`). A text
    /// written like a viewing's id (`v99`) is one, never a title.
    public func execute(_ film: FilmName, date: DiaryDate?) async throws(HistoryError) -> Viewing {
        let viewings = try await repository.record().viewings
        if !film.isID, film.year == nil {
            if let viewing = viewings.first(where: { $0.id == film.text }) { return try await remove(viewing.id) }
            if Self.isViewingID(film.text) { throw .noViewingWithID(film.text) }
        }
        let movie = try await resolve.film(film)
        let ofFilm = viewings.filter { $0.movieID == movie.id.rawValue && (date == nil || $0.date == date) }
        guard let viewing = ofFilm.first else { throw .noViewing(title: movie.name, on: date) }
        guard ofFilm.count == 1 else {
            let sorted = ofFilm.sorted { ($0.date, $0.id) < ($1.date, $1.id) }
            throw .severalViewings(title: movie.name, dates: sorted.map(\.date), ids: sorted.map(\.id))
        }
        return try await remove(viewing.id)
    }

    /// Whether `text` is written like a viewing's id: "v" and a number.
    static func isViewingID(_ text: String) -> Bool {
        text.count > 1 && text.first == "v" && text.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }
    }

    private func remove(_ id: String) async throws(HistoryError) -> Viewing {
        try await repository.modify { (record: inout HistoryRecord) throws(HistoryError) -> Viewing in
            guard let index = record.viewings.firstIndex(where: { $0.id == id }) else {
                throw .noViewing(title: id, on: nil)
            }
            let removed = record.viewings.remove(at: index)
            RewatchOrder.follow(removed.movieID, in: &record)
            return removed
        }
    }
}

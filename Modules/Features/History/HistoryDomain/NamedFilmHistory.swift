import CatalogueDomainApi
import DependencyInjection
import HistoryDomainApi

/// What the use cases that record something of a film a person names work with: the history, the resolver of
/// the film's name, and today (`AddViewing`, `RateFilm`, `PlaceKeptRow`).
struct NamedFilmHistory: Sendable {
    /// Where the history is kept.
    let repository: any HistoryRepository
    /// Finds the film a person names.
    let resolve: ResolveNamedFilm
    /// Today, as the diary counts days.
    let today: @Sendable () -> DiaryDate

    init(
        repository: any HistoryRepository, catalogue: any MovieCatalogue, titles: any TitleMatching,
        today: @escaping @Sendable () -> DiaryDate
    ) {
        self.repository = repository
        resolve = ResolveNamedFilm(catalogue: catalogue, titles: titles)
        self.today = today
    }

    /// The container's history, catalogue and clock.
    init(_ container: Container) {
        self.init(
            repository: container.historyRepository(), catalogue: container.movieCatalogue(),
            titles: container.titleMatching(), today: container.historyToday())
    }
}

import CatalogueDomainApi
import HistoryDomainApi

/// Settles a kept row: the person says which film it is.
public protocol PlaceKeptRowUseCase: Sendable {
    /// Places the kept row `id` (`k3`) as the film `film` names, on `date` and with `rating` when
    /// given in place of the row's wrong ones; returns the row, the film and what became of it.
    func execute(
        _ id: String, as film: FilmName, date: DiaryDate?, rating: FilmRating?
    ) async throws(HistoryError) -> KeptRowPlaced
}

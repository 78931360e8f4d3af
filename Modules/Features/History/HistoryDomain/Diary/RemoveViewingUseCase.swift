import CatalogueDomainApi
import HistoryDomainApi

/// Removes a viewing from the diary.
public protocol RemoveViewingUseCase: Sendable {
    /// Removes the viewing `film` names: its id (`v12`), or a film (by id or title and year) seen once, or on
    /// `date`.
    func execute(_ film: FilmName, date: DiaryDate?) async throws(HistoryError) -> Viewing
}

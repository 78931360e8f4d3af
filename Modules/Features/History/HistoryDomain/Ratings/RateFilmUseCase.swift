import CatalogueDomainApi
import HistoryDomainApi

/// Rates a film, or clears its rating.
public protocol RateFilmUseCase: Sendable {
    /// Rates (or clears the rating of) the film `film` names, as of today.
    func execute(_ film: FilmName, _ change: RatingChange) async throws(HistoryError) -> RatingOutcome
}

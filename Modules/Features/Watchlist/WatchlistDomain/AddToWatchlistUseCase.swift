import CatalogueDomainApi
import WatchlistDomainApi

/// Adds a film to the watchlist, named by id or by title (and year).
public protocol AddToWatchlistUseCase: Sendable {
    /// Adds the film `film` names (`ResolveNamedFilm`).
    func execute(_ film: FilmName) async throws(WatchlistError) -> AddOutcome
}

import WatchlistDomainApi

/// Adds a film to the watchlist, named by id or by title (and year).
public protocol AddToWatchlistUseCase: Sendable {
    /// Adds the film `text` names (an id, or a title with `year` to choose between films of that title).
    func execute(_ text: String, year: Int?) async throws(WatchlistError) -> AddOutcome
}

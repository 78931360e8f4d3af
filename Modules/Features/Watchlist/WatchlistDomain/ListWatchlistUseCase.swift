import WatchlistDomainApi

/// The watchlist, and which of its films the catalogue in use lacks.
public protocol ListWatchlistUseCase: Sendable {
    /// Every entry, oldest first.
    func execute() async throws(WatchlistError) -> [WatchlistEntry]
    /// The ids among `entries` the catalogue in use does not have.
    func idsNotInCatalogue(_ entries: [WatchlistEntry]) -> Set<String>
}

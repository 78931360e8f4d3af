import CatalogueDomainApi
import FoundationEssentials
import WatchlistDomainApi

/// Answers other features' "is it listed?" and toggles a film, through WatchlistDomainApi.
public struct WatchlistMembership: WatchlistQuerying, WatchlistEditing {
    private let repository: any WatchlistRepository
    private let now: @Sendable () -> Date

    /// Membership of the watchlist in `repository`, dating new entries with `now`.
    public init(repository: any WatchlistRepository, now: @escaping @Sendable () -> Date = { Date() }) {
        self.repository = repository
        self.now = now
    }

    /// Whether the film with this id is on the watchlist.
    public func contains(movieID: String) async throws(WatchlistError) -> Bool {
        try await repository.entries().contains { $0.movieID == movieID }
    }

    /// Adds `film` when it is not listed and removes it when it is, as one step no other process
    /// can interleave with; returns the change made.
    public func toggle(_ film: FilmChoice) async throws(WatchlistError) -> WatchlistChange {
        let entry = WatchlistEntry(movieID: film.movieID, title: film.title, year: film.year, addedAt: now())
        return try await repository.modify { (entries: inout [WatchlistEntry]) throws(WatchlistError) in
            if let index = entries.firstIndex(where: { $0.movieID == film.movieID }) {
                return .removed(entries.remove(at: index))
            }
            entries.append(entry)
            return .added(entry)
        }
    }
}

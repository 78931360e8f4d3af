import Foundation
import WatchlistDomainApi

/// Answers other features' "is it listed?" and toggles a film, through WatchlistDomainApi.
public struct WatchlistMembership: WatchlistQuerying, WatchlistEditing {
    private let repository: any WatchlistRepository
    private let now: @Sendable () -> Date

    public init(repository: any WatchlistRepository, now: @escaping @Sendable () -> Date = { Date() }) {
        self.repository = repository
        self.now = now
    }

    public func contains(movieID: String) async throws(WatchlistError) -> Bool {
        try await repository.entries().contains { $0.movieID == movieID }
    }

    public func toggle(_ film: FilmSummary) async throws(WatchlistError) -> WatchlistChange {
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

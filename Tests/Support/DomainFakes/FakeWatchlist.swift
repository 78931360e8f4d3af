import CatalogueDomainApi
import Foundation
import WatchlistDomainApi

/// The Watchlist feature as other features see it (whether a film is listed, toggle a film), over a set of ids
/// in memory: what the screens of other features that show or toggle the mark use in their tests.
public actor FakeWatchlist: WatchlistQuerying, WatchlistEditing {
    private var listed: Set<String>

    /// A watchlist holding the films with `movieIDs`.
    public init(_ movieIDs: Set<String> = []) {
        listed = movieIDs
    }

    /// Whether `movieID` is listed.
    public func contains(movieID: String) async throws(WatchlistError) -> Bool { listed.contains(movieID) }

    /// Adds `film` when it is not listed and removes it when it is; never fails.
    public func toggle(_ film: FilmChoice) async throws(WatchlistError) -> WatchlistChange {
        let entry = WatchlistEntry(
            movieID: film.movieID, title: film.title, year: film.year, addedAt: Date(timeIntervalSince1970: 0))
        if listed.remove(film.movieID) != nil { return .removed(entry) }
        listed.insert(film.movieID)
        return .added(entry)
    }
}

import CatalogueDomainApi
import DependencyInjection
import WatchlistDomainApi

/// Asks the Watchlist feature, through its DomainApi, to toggle the film.
public struct ToggleWatchlist: ToggleWatchlistUseCase {
    private let watchlist: any WatchlistEditing

    init(watchlist: any WatchlistEditing) {
        self.watchlist = watchlist
    }

    /// The use case wired to the Watchlist feature's editing key.
    public static func make(_ container: Container) -> ToggleWatchlist {
        ToggleWatchlist(watchlist: container.watchlistEditing())
    }

    /// Adds `movie` to the watchlist or removes it; returns whether it is now listed.
    public func execute(_ movie: Movie) async throws(WatchlistToggleError) -> Bool {
        do {
            let change = try await watchlist.toggle(
                FilmSummary(movieID: movie.id.rawValue, title: movie.title, year: movie.year))
            if case .added = change { return true }
            return false
        } catch {
            throw WatchlistToggleError(error.description)
        }
    }
}

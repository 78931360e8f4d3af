import CatalogueDomainApi
import DependencyInjection
import WatchlistDomainApi

/// Asks the Watchlist feature, through its DomainApi, to toggle the film; the rule and the words are the
/// Watchlist feature's (`WatchlistEditing.toggleOutcome`).
public struct ToggleWatchlist: ToggleWatchlistUseCase {
    private let watchlist: any WatchlistEditing

    init(watchlist: any WatchlistEditing) {
        self.watchlist = watchlist
    }

    /// The use case wired to the Watchlist feature's editing key.
    public static func make(_ container: Container) -> ToggleWatchlist {
        ToggleWatchlist(watchlist: container.watchlistEditing())
    }

    /// Adds `movie` to the watchlist or removes it, and says what happened.
    public func execute(_ movie: Movie) async -> WatchlistToggle {
        await watchlist.toggleOutcome(FilmChoice(movieID: movie.id.rawValue, title: movie.title, year: movie.year))
    }
}

import CatalogueDomainApi
import DependencyInjection

/// Toggles a film of the catalogue through the Watchlist feature's editing key: what each feature's "toggle the
/// watchlist" use case is (Catalogue's detail page, Search's list); the rule and the words are
/// `WatchlistEditing.toggleOutcome`'s.
public struct ToggleMovie: Sendable {
    private let watchlist: any WatchlistEditing

    /// A toggle over `watchlist`.
    public init(watchlist: any WatchlistEditing) {
        self.watchlist = watchlist
    }

    /// The toggle wired to the Watchlist feature's editing key.
    public static func make(_ container: Container) -> ToggleMovie {
        ToggleMovie(watchlist: container.watchlistEditing())
    }

    /// Adds `movie` to the watchlist or removes it, and says what happened.
    public func execute(_ movie: Movie) async -> WatchlistToggle {
        await watchlist.toggleOutcome(FilmChoice(movieID: movie.id.rawValue, title: movie.title, year: movie.year))
    }
}

import CatalogueDomainApi
import SearchDomain

/// The line a screen shows after the watchlist was changed, or could not be.
enum WatchlistNotice {
    static func changed(_ movie: Movie, isListed: Bool) -> String {
        let name = MovieText.name(movie)
        return isListed ? "Added \(name) to your watchlist." : "Removed \(name) from your watchlist."
    }

    static func failed(_ error: WatchlistToggleError) -> String {
        "The watchlist was not changed: \(error.description)"
    }
}

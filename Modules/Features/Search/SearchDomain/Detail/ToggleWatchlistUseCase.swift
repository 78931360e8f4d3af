import SearchDomainApi
import WatchlistDomainApi

/// Puts a film on the watchlist or takes it off, from the detail screen.
public protocol ToggleWatchlistUseCase: Sendable {
    /// Adds `movie` when it is not listed and removes it when it is; returns whether it is listed now.
    func execute(_ movie: Movie) async throws(WatchlistToggleError) -> Bool
}

/// The watchlist could not be changed; `description` says why and what to do.
public struct WatchlistToggleError: Error, Equatable, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}

/// Asks the Watchlist feature, through its DomainApi, to toggle the film.
public struct ToggleWatchlist: ToggleWatchlistUseCase {
    private let watchlist: any WatchlistEditing

    public init(watchlist: any WatchlistEditing) {
        self.watchlist = watchlist
    }

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

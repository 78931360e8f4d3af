import CatalogueDomainApi
import DependencyInjection
import WatchlistDomainApi

/// Resolves the film, then asks the Watchlist feature (through its DomainApi) whether it is listed.
public struct ShowMovieDetail: ShowMovieDetailUseCase {
    private let resolve: ResolveMovie
    private let watchlist: any WatchlistQuerying

    init(resolve: ResolveMovie, watchlist: any WatchlistQuerying) {
        self.resolve = resolve
        self.watchlist = watchlist
    }

    /// The use case wired to the container's catalogue and watchlist.
    public static func make(_ container: Container) -> ShowMovieDetail {
        ShowMovieDetail(
            resolve: ResolveMovie(catalogue: container.movieCatalogue()),
            watchlist: container.watchlistQuerying())
    }

    /// The film `reference` names and whether it is on the watchlist.
    public func execute(_ reference: MovieReference) async throws(MovieDetailError) -> MovieDetail {
        let movie = try await resolve.execute(reference)
        let listed = try? await watchlist.contains(movieID: movie.id.rawValue)
        return MovieDetail(movie: movie, isOnWatchlist: listed)
    }
}

import SearchDomainApi
import WatchlistDomainApi

/// Shows one film in full.
public protocol MovieDetailUseCase: Sendable {
    func execute(_ reference: MovieReference) async throws(MovieDetailError) -> MovieDetail
}

/// Resolves the film, then asks the Watchlist feature (through its DomainApi) whether it is listed.
public struct ShowMovieDetail: MovieDetailUseCase {
    private let resolve: ResolveMovie
    private let watchlist: any WatchlistQuerying

    public init(resolve: ResolveMovie, watchlist: any WatchlistQuerying) {
        self.resolve = resolve
        self.watchlist = watchlist
    }

    public func execute(_ reference: MovieReference) async throws(MovieDetailError) -> MovieDetail {
        let movie = try await resolve.execute(reference)
        let listed = try? await watchlist.contains(movieID: movie.id.rawValue)
        return MovieDetail(movie: movie, isOnWatchlist: listed)
    }
}

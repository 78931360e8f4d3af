import CatalogueDomainApi
import DependencyInjection
import WatchlistDomainApi

/// Resolves the film and reads its credits, then asks the Watchlist feature (through its DomainApi) whether it
/// is listed.
public struct ShowMovieDetail: ShowMovieDetailUseCase {
    private let catalogue: any MovieCatalogue
    private let watchlist: any WatchlistQuerying

    init(catalogue: any MovieCatalogue, watchlist: any WatchlistQuerying) {
        self.catalogue = catalogue
        self.watchlist = watchlist
    }

    /// The use case wired to the container's catalogue and watchlist.
    public static func make(_ container: Container) -> ShowMovieDetail {
        ShowMovieDetail(catalogue: container.movieCatalogue(), watchlist: container.watchlistQuerying())
    }

    /// The film `reference` names and whether it is on the watchlist.
    public func execute(_ reference: MovieReference) async throws(MovieDetailError) -> MovieDetail {
        let movie = try await ResolveMovie(catalogue: catalogue).execute(reference)
        // A film without its people is still worth showing.
        let credits = (try? await catalogue.credits(of: movie.id)) ?? []
        let listed = try? await watchlist.contains(movieID: movie.id.rawValue)
        return MovieDetail(movie: movie, isOnWatchlist: listed, credits: credits)
    }
}

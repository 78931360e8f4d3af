import CatalogueDomainApi
import DependencyInjection
import HistoryDomainApi
import WatchlistDomainApi

/// Resolves the film and reads its credits, then asks the Watchlist feature (through its DomainApi) whether it
/// is listed, the History feature your rating and the days you saw it, and the similar-film finder the films
/// most like it ("more like this"), marked as every list marks the films you have seen or rated.
public struct ShowMovieDetail: ShowMovieDetailUseCase {
    private let catalogue: any MovieCatalogue
    private let resolve: ResolveNamedFilm
    private let watchlist: any WatchlistQuerying
    private let history: (any HistoryQuerying)?
    private let similar: (any SimilarFilmFinding)?

    /// How many films like it the page shows: the first of what `similar` lists, in its order.
    public static let moreLikeThisCount = 5

    init(
        catalogue: any MovieCatalogue, titles: any TitleMatching, watchlist: any WatchlistQuerying,
        history: (any HistoryQuerying)? = nil, similar: (any SimilarFilmFinding)? = nil
    ) {
        self.catalogue = catalogue
        resolve = ResolveNamedFilm(catalogue: catalogue, titles: titles)
        self.watchlist = watchlist
        self.history = history
        self.similar = similar
    }

    /// The use case wired to the container's catalogue, watchlist, history and similar-film finder.
    public static func make(_ container: Container) -> ShowMovieDetail {
        ShowMovieDetail(
            catalogue: container.movieCatalogue(), titles: container.titleMatching(),
            watchlist: container.watchlistQuerying(),
            history: container.historyQuerying(), similar: container.similarFilmFinding())
    }

    /// The film `film` names and whether it is on the watchlist.
    public func execute(_ film: FilmName) async throws(MovieDetailError) -> MovieDetail {
        let movie: Movie
        do {
            movie = try await resolve(film)
        } catch {
            throw .film(error)
        }
        // A film without its people is still worth showing.
        let credits = (try? await catalogue.credits(of: movie.id)) ?? []
        let listed = try? await watchlist.contains(movieID: movie.id.rawValue)
        // The history, like the watchlist, is worth showing when it can be read, and no reason not to show the film.
        // So are the films like it: the page is the film's, and a finder that fails leaves the list out.
        let alike = (try? await similar?.films(like: movie, limit: Self.moreLikeThisCount, excluding: []))?.films ?? []
        // One read of the history marks the film and those like it.
        var marks = await history?.seenMarks(of: [movie.id.rawValue] + alike.map(\.movieID)) ?? [:]
        let yours = marks.removeValue(forKey: movie.id.rawValue)
        return MovieDetail(
            movie: movie, isOnWatchlist: listed, credits: credits, yourRating: yours?.yourRating,
            seenOn: yours?.seenOn ?? [], moreLikeThis: alike, marks: marks)
    }
}

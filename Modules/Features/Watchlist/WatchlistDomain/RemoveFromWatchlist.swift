import CatalogueDomainApi
import DependencyInjection
import WatchlistDomainApi

/// Removes a listed film, named as `ResolveNamedFilm` takes it: by id (`--id`), or by title (and year). A listed
/// film is found by its id or title first (it may be from another catalogue); else the name is the film the
/// catalogue finds for it (or fails as in every command), and that film must be listed.
public struct RemoveFromWatchlist: RemoveFromWatchlistUseCase {
    private let repository: any WatchlistRepository
    private let titles: any TitleMatching
    private let resolve: ResolveNamedFilm

    /// A use case changing the watchlist in `repository`, finding a film named by title as `titles` compares, or
    /// else in `catalogue`.
    public init(repository: any WatchlistRepository, catalogue: any MovieCatalogue, titles: any TitleMatching) {
        self.repository = repository
        self.titles = titles
        resolve = ResolveNamedFilm(catalogue: catalogue, titles: titles)
    }

    /// The use case wired to the container's watchlist and the Catalogue feature's catalogue and title matching.
    public static func make(_ container: Container) -> RemoveFromWatchlist {
        RemoveFromWatchlist(
            repository: container.watchlistRepository(), catalogue: container.movieCatalogue(),
            titles: container.titleMatching())
    }

    /// Removes the listed film `film` names and returns its entry.
    public func execute(_ film: FilmName) async throws(WatchlistError) -> WatchlistEntry {
        let movieID: String
        if let entry = try Self.entry(named: film, in: try await repository.entries(), titles: titles) {
            movieID = entry.movieID
        } else {
            movieID = try await resolve.film(film).id.rawValue
        }
        return try await repository.modify {
            (entries: inout [WatchlistEntry]) throws(WatchlistError) -> WatchlistEntry in
            guard let index = entries.firstIndex(where: { $0.movieID == movieID }) else { throw .notListed(film.text) }
            return entries.remove(at: index)
        }
    }

    /// The one entry of `entries` whose id is `film`'s text (unless a year makes it a title) or whose title is
    /// (unless `--id` makes it an id); several are ambiguous; none is nil.
    static func entry(
        named film: FilmName, in entries: [WatchlistEntry], titles: any TitleMatching
    ) throws(WatchlistError) -> WatchlistEntry? {
        let key = titles.key(film.text)
        let matches = entries.filter { entry in
            (film.year == nil && entry.movieID == film.text)
                || (!film.isID && titles.key(entry.title) == key && (film.year == nil || entry.year == film.year))
        }
        guard matches.count <= 1 else {
            throw .ambiguousEntry(
                film.text, candidates: matches.map { FilmChoice(movieID: $0.movieID, title: $0.title, year: $0.year) })
        }
        return matches.first
    }
}

import CatalogueDomainApi
import DependencyInjection
import FoundationEssentials
import WatchlistDomainApi

/// Adds a film, named by id or title (and year), found in the Catalogue feature's catalogue (`ResolveNamedFilm`).
public struct AddToWatchlist: AddToWatchlistUseCase {
    private let repository: any WatchlistRepository
    private let resolve: ResolveNamedFilm
    private let now: @Sendable () -> Date

    init(
        repository: any WatchlistRepository, catalogue: any MovieCatalogue, titles: any TitleMatching,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.repository = repository
        resolve = ResolveNamedFilm(catalogue: catalogue, titles: titles)
        self.now = now
    }

    /// The use case wired to the container's watchlist and the Catalogue feature's catalogue.
    public static func make(_ container: Container) -> AddToWatchlist {
        AddToWatchlist(
            repository: container.watchlistRepository(), catalogue: container.movieCatalogue(),
            titles: container.titleMatching())
    }

    /// Adds the film `film` names; says whether it was added or already listed.
    public func execute(_ film: FilmName) async throws(WatchlistError) -> AddOutcome {
        let movie = try await resolve.film(film)
        let entry = WatchlistEntry(movieID: movie.id.rawValue, title: movie.title, year: movie.year, addedAt: now())
        return try await repository.modify { (entries: inout [WatchlistEntry]) throws(WatchlistError) -> AddOutcome in
            if let existing = entries.first(where: { $0.movieID == entry.movieID }) { return .alreadyListed(existing) }
            entries.append(entry)
            return .added(entry)
        }
    }
}

extension ResolveNamedFilm {
    /// The film `name` names, its failure as the Watchlist feature's.
    func film(_ name: FilmName) async throws(WatchlistError) -> Movie {
        do {
            return try await self(name)
        } catch {
            throw .film(error)
        }
    }
}

import CatalogueDomainApi
import DependencyInjection
import FoundationEssentials
import WatchlistDomainApi

/// Adds a film, named by id or title (and year), found in the Catalogue feature's catalogue (`ResolveFilm`).
public struct AddToWatchlist: AddToWatchlistUseCase {
    private let repository: any WatchlistRepository
    private let catalogue: any MovieCatalogue
    private let now: @Sendable () -> Date

    init(
        repository: any WatchlistRepository, catalogue: any MovieCatalogue,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.repository = repository
        self.catalogue = catalogue
        self.now = now
    }

    /// The use case wired to the container's watchlist and the Catalogue feature's catalogue.
    public static func make(_ container: Container) -> AddToWatchlist {
        AddToWatchlist(repository: container.watchlistRepository(), catalogue: container.movieCatalogue())
    }

    /// Adds the film `text` (and `year`, when given) names; says whether it was added or already listed.
    public func execute(_ text: String, year: Int?) async throws(WatchlistError) -> AddOutcome {
        let movie = try await resolve(text, year: year)
        let entry = WatchlistEntry(movieID: movie.id.rawValue, title: movie.title, year: movie.year, addedAt: now())
        return try await repository.modify { (entries: inout [WatchlistEntry]) throws(WatchlistError) -> AddOutcome in
            if let existing = entries.first(where: { $0.movieID == entry.movieID }) { return .alreadyListed(existing) }
            entries.append(entry)
            return .added(entry)
        }
    }

    private func resolve(_ text: String, year: Int?) async throws(WatchlistError) -> Movie {
        let resolution: FilmResolution
        do {
            resolution = try await ResolveFilm(catalogue: catalogue)(
                MovieReference.parse(text, year: year, catalogue: catalogue))
        } catch {
            if case .unknownID = error { throw .unknownID(error.description) }
            throw .lookupFailed(error.description)
        }
        switch resolution {
        case .found(let movie):
            return movie
        case .ambiguous(let movies):
            throw .ambiguousTitle(
                text, year: year,
                candidates: movies.map { FilmSummary(movieID: $0.id.rawValue, title: $0.title, year: $0.year) })
        case .notFound:
            throw .noFilmTitled(text, year: year)
        }
    }
}

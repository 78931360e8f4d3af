import CatalogueDomainApi
import DependencyInjection
import WatchlistDomainApi

/// The watchlist, oldest first.
public struct ListWatchlist: ListWatchlistUseCase {
    private let repository: any WatchlistRepository
    private let catalogue: (any MovieCatalogue)?

    /// `catalogue`: the one in use, to tell which entries it does not have.
    public init(repository: any WatchlistRepository, catalogue: (any MovieCatalogue)? = nil) {
        self.repository = repository
        self.catalogue = catalogue
    }

    /// The use case wired to the container's watchlist and the catalogue in use.
    public static func make(_ container: Container) -> ListWatchlist {
        ListWatchlist(repository: container.watchlistRepository(), catalogue: container.movieCatalogue())
    }

    /// Every entry, oldest first.
    public func execute() async throws(WatchlistError) -> [WatchlistEntry] {
        try await repository.entries()
    }

    /// The ids among `entries` the catalogue in use does not have: added from another source (the embedded
    /// catalogue's row numbers once the IMDb datasets are imported). They stay listed, shown as such.
    public func idsNotInCatalogue(_ entries: [WatchlistEntry]) -> Set<String> {
        guard let catalogue else { return [] }
        return Set(entries.map(\.movieID).filter { !catalogue.has(movieID: $0) })
    }
}

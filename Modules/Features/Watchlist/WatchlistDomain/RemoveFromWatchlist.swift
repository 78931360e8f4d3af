import CatalogueDomainApi
import DependencyInjection
import WatchlistDomainApi

/// Removes a listed film, named by id or by title (and year).
public struct RemoveFromWatchlist: RemoveFromWatchlistUseCase {
    private let repository: any WatchlistRepository
    private let titles: any TitleMatching

    /// A use case changing the watchlist in `repository`, finding a film named by title as `titles` compares.
    public init(repository: any WatchlistRepository, titles: any TitleMatching) {
        self.repository = repository
        self.titles = titles
    }

    /// The use case wired to the container's watchlist and the Catalogue feature's title matching.
    public static func make(_ container: Container) -> RemoveFromWatchlist {
        RemoveFromWatchlist(repository: container.watchlistRepository(), titles: container.titleMatching())
    }

    /// Removes the listed film `text` (and `year`, when given) names and returns its entry.
    public func execute(_ text: String, year: Int?) async throws(WatchlistError) -> WatchlistEntry {
        try await repository.modify { (entries: inout [WatchlistEntry]) throws(WatchlistError) -> WatchlistEntry in
            let key = titles.key(text)
            let matches = entries.indices.filter { index in
                entries[index].movieID == text
                    || (titles.key(entries[index].title) == key && (year == nil || entries[index].year == year))
            }
            guard let first = matches.first else {
                throw .notListed(text)
            }
            guard matches.count == 1 else {
                throw .ambiguousEntry(
                    text,
                    candidates: matches.map {
                        FilmSummary(movieID: entries[$0].movieID, title: entries[$0].title, year: entries[$0].year)
                    })
            }
            return entries.remove(at: first)
        }
    }
}

import CatalogueDomainApi
import DependencyInjection
import FoundationEssentials
import WatchlistDomainApi

/// Imports a list kept elsewhere: reads the file, places every row in the catalogue in use, and adds the
/// films found in one step under the watchlist's lock (all or nothing, and a second run adds nothing).
public struct ImportWatchlist: ImportWatchlistUseCase {
    private let repository: any WatchlistRepository
    private let reader: any ListFileReading
    private let matcher: ListRowMatcher
    private let now: @Sendable () -> Date

    init(
        repository: any WatchlistRepository, reader: any ListFileReading, catalogue: any MovieCatalogue,
        titles: any TitleMatching, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.repository = repository
        self.reader = reader
        self.matcher = ListRowMatcher(catalogue: catalogue, titles: titles)
        self.now = now
    }

    /// The use case wired to the container's watchlist, list-file reader, catalogue and title matching.
    public static func make(_ container: Container) -> ImportWatchlist {
        ImportWatchlist(
            repository: container.watchlistRepository(), reader: container.listFileReader(),
            catalogue: container.movieCatalogue(), titles: container.titleMatching())
    }

    /// Imports the list at `path`; with `dryRun`, reports what it would do and changes nothing.
    public func execute(_ path: String, dryRun: Bool) async throws(WatchlistError) -> ImportReport {
        let file = try reader.read(path)
        var found: [(ListFileRow, ListRowMatcher.Placement)] = []
        for row in file.rows { found.append((row, try await matcher.place(row))) }
        let placements = found
        let addedAt = now()
        let apply = { @Sendable (entries: inout [WatchlistEntry]) -> [PlacedRow] in
            Self.apply(placements, to: &entries, addedAt: addedAt)
        }
        let rows: [PlacedRow]
        if dryRun {
            var entries = try await repository.entries()
            rows = apply(&entries)
        } else {
            rows = try await repository.modify { (entries: inout [WatchlistEntry]) throws(WatchlistError) in
                apply(&entries)
            }
        }
        return ImportReport(shape: file.shape, rows: rows, dryRun: dryRun)
    }

    /// Adds each placed film that is not listed yet (a film twice in the file is added once).
    static func apply(
        _ placements: [(ListFileRow, ListRowMatcher.Placement)], to entries: inout [WatchlistEntry], addedAt: Date
    ) -> [PlacedRow] {
        var listed = Dictionary(entries.map { ($0.movieID, $0) }, uniquingKeysWith: { first, _ in first })
        return placements.map { row, placement in
            switch placement {
            case .film(let movie):
                if let existing = listed[movie.id.rawValue] {
                    return PlacedRow(row: row, outcome: .alreadyListed(existing))
                }
                let entry = WatchlistEntry(
                    movieID: movie.id.rawValue, title: movie.title, year: movie.year, addedAt: addedAt)
                entries.append(entry)
                listed[entry.movieID] = entry
                return PlacedRow(row: row, outcome: .added(entry))
            case .notAFilm(let type): return PlacedRow(row: row, outcome: .notAFilm(type: type))
            case .ambiguous(let candidates): return PlacedRow(row: row, outcome: .ambiguous(candidates))
            case .notFound: return PlacedRow(row: row, outcome: .notFound)
            }
        }
    }
}

import CatalogueDomainApi
import DependencyInjection
import FoundationEssentials
import WatchlistDomainApi

/// Imports a list kept elsewhere: reads the file, places every row in the catalogue in use, and adds the
/// films found in one step under the watchlist's lock (all or nothing, and a second run adds nothing). A row
/// whose film the catalogue in use does not have (or has several of) is kept as it came, and placed by a later
/// import once the catalogue has it.
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
        let placements = try await place(file.rows)
        let earlier = try await repository.unplacedRows()
        let earlierPlacements = try await place(earlier)
        let addedAt = now()
        let apply = { @Sendable (entries: inout [WatchlistEntry], kept: inout [ListFileRow]) -> ([PlacedRow], Int) in
            let fromBefore = Self.placeEarlier(earlierPlacements, to: &entries, kept: &kept, addedAt: addedAt)
            let rows = Self.apply(placements, to: &entries, addedAt: addedAt)
            for placed in rows where placed.isKept && !kept.contains(placed.row.content) {
                kept.append(placed.row.content)
            }
            return (rows, fromBefore)
        }
        let (rows, fromBefore): ([PlacedRow], Int)
        if dryRun {
            var entries = try await repository.entries()
            var kept = earlier
            (rows, fromBefore) = apply(&entries, &kept)
        } else {
            (rows, fromBefore) = try await repository.modifyAll {
                (entries: inout [WatchlistEntry], kept: inout [ListFileRow]) throws(WatchlistError) in
                apply(&entries, &kept)
            }
        }
        return ImportReport(shape: file.shape, rows: rows, dryRun: dryRun, placedFromBefore: fromBefore)
    }

    private func place(_ rows: [ListFileRow]) async throws(WatchlistError) -> [(ListFileRow, ListRowMatcher.Placement)]
    {
        var found: [(ListFileRow, ListRowMatcher.Placement)] = []
        for row in rows { found.append((row, try await matcher.place(row))) }
        return found
    }

    /// Adds the films of rows earlier imports kept that the catalogue in use now has, and forgets those rows;
    /// returns how many were placed.
    static func placeEarlier(
        _ placements: [(ListFileRow, ListRowMatcher.Placement)], to entries: inout [WatchlistEntry],
        kept: inout [ListFileRow], addedAt: Date
    ) -> Int {
        let found = placements.filter { if case .film = $0.1 { true } else { false } }
        _ = apply(found, to: &entries, addedAt: addedAt)
        kept.removeAll { row in found.contains { $0.0 == row } }
        return found.count
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

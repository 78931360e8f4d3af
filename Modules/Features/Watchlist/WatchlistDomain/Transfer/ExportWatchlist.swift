import CatalogueDomainApi
import DependencyInjection
import WatchlistDomainApi

/// A watchlist entry with what an export adds from the catalogue in use: its IMDb id and directors, where known.
public struct ExportedFilm: Sendable, Equatable {
    /// The entry as listed.
    public let entry: WatchlistEntry
    /// The film's IMDb id, when the entry's id is one.
    public let imdbID: String?
    /// Its directors, when the catalogue in use knows them.
    public let directors: [String]

    /// `entry` with its `imdbID` and `directors`.
    public init(entry: WatchlistEntry, imdbID: String?, directors: [String]) {
        self.entry = entry
        self.imdbID = imdbID
        self.directors = directors
    }
}

/// The watchlist as films to export (`watchlist export`), and the atomic write of an export file.
public struct ExportWatchlist: ExportWatchlistUseCase {
    private let repository: any WatchlistRepository
    private let catalogue: any MovieCatalogue
    private let writer: any ExportFileWriting

    init(repository: any WatchlistRepository, catalogue: any MovieCatalogue, writer: any ExportFileWriting) {
        self.repository = repository
        self.catalogue = catalogue
        self.writer = writer
    }

    /// The use case wired to the container's watchlist, catalogue and file writer.
    public static func make(_ container: Container) -> ExportWatchlist {
        ExportWatchlist(
            repository: container.watchlistRepository(), catalogue: container.movieCatalogue(),
            writer: container.exportFileWriter())
    }

    /// Every entry, oldest first, with its IMDb id and directors where known.
    public func films() async throws(WatchlistError) -> [ExportedFilm] {
        var films: [ExportedFilm] = []
        for entry in try await repository.entries() {
            films.append(
                ExportedFilm(
                    entry: entry, imdbID: ListRowMatcher.isIMDbID(entry.movieID) ? entry.movieID : nil,
                    directors: await directors(of: entry)))
        }
        return films
    }

    /// Writes `text` to `path` atomically: the file is whole or as it was.
    public func save(_ text: String, to path: String) throws(WatchlistError) {
        try writer.write(text, to: path)
    }

    /// The directors the catalogue in use records for the entry's film; none when it does not have the film
    /// (added from another source) or cannot be asked.
    private func directors(of entry: WatchlistEntry) async -> [String] {
        guard let id = catalogue.movieID(from: entry.movieID), id.rawValue == entry.movieID else { return [] }
        return (try? await catalogue.movie(id: id).directors) ?? []
    }
}

/// Exports the watchlist (`watchlist export`).
public protocol ExportWatchlistUseCase: Sendable {
    /// Every entry, oldest first, with its IMDb id and directors where known.
    func films() async throws(WatchlistError) -> [ExportedFilm]

    /// Writes `text` to `path` atomically.
    func save(_ text: String, to path: String) throws(WatchlistError)
}

/// Writes export files; implemented in WatchlistData.
public protocol ExportFileWriting: Sendable {
    /// Writes `text` to `path` through a temporary file and a rename: whole, or not at all.
    func write(_ text: String, to path: String) throws(WatchlistError)
}

import CatalogueDomainApi
import DependencyInjection
import WatchlistDomainApi

/// The watchlist as a list file (`watchlist export`, `watchlist list --json`), written atomically.
public struct ExportWatchlist: ExportWatchlistUseCase {
    private let repository: any WatchlistRepository
    private let catalogue: any MovieCatalogue
    private let writer: any ListFileWriting

    init(repository: any WatchlistRepository, catalogue: any MovieCatalogue, writer: any ListFileWriting) {
        self.repository = repository
        self.catalogue = catalogue
        self.writer = writer
    }

    /// The use case wired to the container's watchlist, catalogue and list file writer.
    public static func make(_ container: Container) -> ExportWatchlist {
        ExportWatchlist(
            repository: container.watchlistRepository(), catalogue: container.movieCatalogue(),
            writer: container.listFileWriter())
    }

    /// Every entry, oldest first, as a file of `format`.
    public func text(_ format: ListFileFormat) async throws(WatchlistError) -> String {
        writer.text(try await films(for: format), format: format)
    }

    /// Writes every entry to `path` as a file of `format`, atomically; returns how many films it holds.
    public func export(_ format: ListFileFormat, to path: String) async throws(WatchlistError) -> Int {
        let films = try await films(for: format)
        try writer.write(writer.text(films, format: format), to: path)
        return films.count
    }

    /// Every entry, oldest first, with its IMDb id, whether the catalogue in use has it, and its directors when
    /// the format lists them.
    private func films(for format: ListFileFormat) async throws(WatchlistError) -> [ExportedFilm] {
        var films: [ExportedFilm] = []
        for entry in try await repository.entries() {
            let isInCatalogue = catalogue.has(movieID: entry.movieID)
            films.append(
                ExportedFilm(
                    entry: entry, imdbID: MovieID.isIMDbID(entry.movieID) ? entry.movieID : nil,
                    directors: isInCatalogue && format.listsDirectors ? await directors(of: entry) : [],
                    isInCatalogue: isInCatalogue))
        }
        return films
    }

    /// The directors the catalogue in use records for the entry's film; none when it cannot be asked.
    private func directors(of entry: WatchlistEntry) async -> [String] {
        guard let id = catalogue.movieID(from: entry.movieID) else { return [] }
        return (try? await catalogue.movie(id: id).directors) ?? []
    }
}

import CatalogueDomainApi
import DependencyInjection
import WatchlistDomainApi

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
                    entry: entry, imdbID: MovieID.isIMDbID(entry.movieID) ? entry.movieID : nil,
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

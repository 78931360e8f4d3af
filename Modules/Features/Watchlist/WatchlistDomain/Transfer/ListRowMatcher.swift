import CatalogueDomainApi
import WatchlistDomainApi

/// Finds the film a list row means in the catalogue in use: by IMDb id when the row has one the catalogue
/// knows, else by title (or original title) and year, choosing only when exactly one film fits. A year off by
/// one is accepted only when no film has the exact year (release dates differ by country).
struct ListRowMatcher: Sendable {
    enum Placement: Sendable, Equatable {
        case film(Movie)
        case notAFilm(String)
        case ambiguous([FilmSummary])
        case notFound
    }

    let catalogue: any MovieCatalogue

    func place(_ row: ListFileRow) async throws(WatchlistError) -> Placement {
        guard row.isFilm else { return .notAFilm(row.titleType ?? "") }
        do throws(CatalogueError) {
            if let movie = try await film(identifiedBy: row) { return .film(movie) }
            var candidates = try await films(titled: row, year: row.year)
            if candidates.isEmpty, let year = row.year {
                candidates = try await films(titled: row, year: year - 1) + films(titled: row, year: year + 1)
            }
            switch candidates.count {
            case 0: return .notFound
            case 1: return .film(candidates[0])
            default:
                return .ambiguous(
                    candidates.map { FilmSummary(movieID: $0.id.rawValue, title: $0.title, year: $0.year) })
            }
        } catch {
            throw .lookupFailed(error.description)
        }
    }

    /// The film of the row's id. An IMDb id names one film wherever it is used; any other id (a Movieland
    /// export's) is trusted only when the film it names has the row's title, since another catalogue may
    /// number its films differently.
    private func film(identifiedBy row: ListFileRow) async throws(CatalogueError) -> Movie? {
        guard let text = row.id, let id = catalogue.movieID(from: text) else { return nil }
        let movie: Movie
        do {
            movie = try await catalogue.movie(id: id)
        } catch {
            if case .unknownID = error { return nil }
            if case .notFound = error { return nil }
            throw error
        }
        if Self.isIMDbID(text) { return movie }
        let titles = [row.title, row.originalTitle].compactMap { $0 }.map(WatchlistTitle.key)
        let filmTitles = [movie.title, movie.originalTitle].compactMap { $0 }.map(WatchlistTitle.key)
        return titles.contains(where: filmTitles.contains) ? movie : nil
    }

    /// The films titled as the row's title or original title, of `year` when given, each once.
    private func films(titled row: ListFileRow, year: Int?) async throws(CatalogueError) -> [Movie] {
        var found: [Movie] = []
        for title in [row.title, row.originalTitle].compactMap({ $0 }) where !title.isEmpty {
            for movie in try await catalogue.movies(titled: title, year: year)
            where !found.contains(where: { $0.id == movie.id }) {
                found.append(movie)
            }
        }
        return found
    }

    static func isIMDbID(_ text: String) -> Bool {
        text.count >= 9 && text.hasPrefix("tt") && text.dropFirst(2).allSatisfy { $0.isASCII && $0.isNumber }
    }
}

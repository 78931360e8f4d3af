import CatalogueDomainApi
import WatchlistDomainApi

/// Finds the film a list row means in the catalogue in use: by IMDb id when the row has one the catalogue
/// knows, else by title (or original title) and year, choosing only when exactly one film fits. A year off by
/// one is accepted only when no film has the exact year (release dates differ by country).
struct ListRowMatcher: Sendable {
    enum Placement: Sendable, Equatable {
        case film(Movie)
        case notAFilm(String)
        case ambiguous([FilmChoice])
        case notFound
    }

    let catalogue: any MovieCatalogue
    let titles: any TitleMatching

    func place(_ row: ListFileRow) async throws(WatchlistError) -> Placement {
        guard row.isFilm else { return .notAFilm(row.titleType ?? "") }
        do throws(CatalogueError) {
            if let movie = try await film(identifiedBy: row) { return .film(movie) }
            let reference = MovieReference.title(row.title, year: row.year)
            let otherTitles = row.originalTitle.map { [$0] } ?? []
            switch try await ResolveFilm(catalogue: catalogue, titles: titles)(
                reference, otherTitles: otherTitles, nearbyYears: true)
            {
            case .found(let movie): return .film(movie)
            case .notFound: return .notFound
            case .ambiguous(let movies):
                return .ambiguous(movies.map { FilmChoice(movieID: $0.id.rawValue, title: $0.title, year: $0.year) })
            }
        } catch {
            throw .lookupFailed(error.description)
        }
    }

    /// The film of the row's id, when the catalogue has it and trusts it (`ResolveFilm.film(identifiedBy:)`).
    private func film(identifiedBy row: ListFileRow) async throws(CatalogueError) -> Movie? {
        guard let text = row.id else { return nil }
        return try await ResolveFilm(catalogue: catalogue).film(
            identifiedBy: text, titled: [row.title, row.originalTitle].compactMap { $0 }, matching: titles)
    }
}

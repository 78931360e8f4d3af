import CatalogueDomainApi
import HistoryDomainApi

/// Finds the film a person names, by id or by title (and year), the one way the app resolves films
/// (the Catalogue feature's `ResolveFilm`).
struct FilmFinder: Sendable {
    let catalogue: any MovieCatalogue
    /// How titles are matched the way people write them (`ResolveFilm`); plain catalogue titles when nil.
    var titles: (any TitleMatching)? = nil

    /// The one film `text` (and `year`) names.
    func film(_ text: String, year: Int?) async throws(HistoryError) -> Movie {
        let resolution: FilmResolution
        do {
            resolution = try await ResolveFilm(catalogue: catalogue, titles: titles)(
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
                candidates: movies.map { FilmChoice(movieID: $0.id.rawValue, title: $0.title, year: $0.year) })
        case .notFound:
            throw .noFilmTitled(text, year: year)
        }
    }
}

import CatalogueDomainApi
import HistoryDomainApi

/// Finds the film an imported row means in the catalogue in use: by IMDb id when the row has one the catalogue
/// knows, else by title (or original title) and year, choosing only when exactly one film fits. A year off by
/// one (release dates differ by country) is a near match, taken only for a film of the row's kind (a feature
/// for a feature, by what the catalogue knows: a runtime of 40 minutes or more, no "Short" genre) and named in
/// the report; anything less is kept with its candidate, never guessed.
struct HistoryRowMatcher: Sendable {
    enum Placement: Sendable, Equatable {
        case film(Movie)
        /// The one film of the title a year off, of the row's kind.
        case nearMatch(Movie)
        case notAFilm(String)
        /// A value of the row is wrong: kept with what is wrong.
        case withProblems([HistoryRowProblem])
        /// Kept unplaced: the films it could be (several of the title, or one a year off of another kind).
        case ambiguous([FilmChoice])
        case notFound
    }

    /// The shortest feature, in minutes (the Academy's and the BFI's rule).
    static let featureMinutes = 40

    let catalogue: any MovieCatalogue
    let titles: any TitleMatching

    func place(_ row: HistoryFileRow) async throws(HistoryError) -> Placement {
        guard row.problems.isEmpty else { return .withProblems(row.problems) }
        guard row.isFilm else { return .notAFilm(row.titleType ?? "") }
        do throws(CatalogueError) {
            if let movie = try await film(identifiedBy: row) { return .film(movie) }
            let resolution = try await ResolveFilm(catalogue: catalogue, titles: titles)(
                .title(row.title, year: row.year), otherTitles: row.originalTitle.map { [$0] } ?? [],
                nearbyYears: true)
            switch resolution {
            case .found(let movie):
                guard let year = row.year, let filmYear = movie.year, filmYear != year else { return .film(movie) }
                guard Self.isFeature(movie) == Self.isFeature(row) else {
                    return .ambiguous([FilmChoice(movieID: movie.id.rawValue, title: movie.title, year: movie.year)])
                }
                return .nearMatch(movie)
            case .notFound: return .notFound
            case .ambiguous(let movies):
                return .ambiguous(movies.map { FilmChoice(movieID: $0.id.rawValue, title: $0.title, year: $0.year) })
            }
        } catch {
            throw .lookupFailed(error.description)
        }
    }

    /// Whether the catalogue's film is a feature: not a short by its genres, and 40 minutes or more when its
    /// runtime is known.
    static func isFeature(_ movie: Movie) -> Bool {
        !movie.genres.contains { $0.lowercased() == "short" }
            && (movie.runtimeMinutes.map { $0 >= featureMinutes } ?? true)
    }

    /// Whether the row names a feature: what its export says of its kind (IMDb's title type), a feature when it
    /// says nothing (Letterboxd's exports are of films).
    static func isFeature(_ row: HistoryFileRow) -> Bool {
        guard let type = row.titleType?.lowercased().filter(\.isLetter) else { return true }
        return !["short", "video", "tvshort"].contains(type)
    }

    /// The film of the row's id, when the catalogue has it and trusts it (`ResolveFilm.film(identifiedBy:)`).
    private func film(identifiedBy row: HistoryFileRow) async throws(CatalogueError) -> Movie? {
        guard let text = row.filmID else { return nil }
        return try await ResolveFilm(catalogue: catalogue).film(
            identifiedBy: text, titled: [row.title, row.originalTitle].compactMap { $0 }, matching: titles)
    }
}

extension HistoryRowMatcher.Placement {
    /// Whether the row is placed as a film (exactly, or as a near match).
    var isFilm: Bool {
        switch self {
        case .film, .nearMatch: true
        default: false
        }
    }
}

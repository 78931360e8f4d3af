/// What a film reference comes to in a catalogue.
public enum FilmResolution: Sendable, Equatable {
    /// Exactly one film.
    case found(Movie)
    /// Several films fit; a person (or a year) has to choose.
    case ambiguous([Movie])
    /// No film fits.
    case notFound
}

/// An id, or a title and year, to one film, ambiguous or not found: the one place `detail`, `watchlist add` and
/// a list import turn what a person typed (or a list file wrote) into a film. Each reports the outcome in its
/// own words.
public struct ResolveFilm: Sendable {
    private let catalogue: any MovieCatalogue

    /// Resolves in `catalogue`.
    public init(catalogue: any MovieCatalogue) {
        self.catalogue = catalogue
    }

    /// The film `reference` names.
    ///
    /// - An id is looked up as it is; the catalogue's errors are thrown as they come (`notFound`, and
    ///   `unknownID` for an id this catalogue cannot hold), since each caller words them differently.
    /// - A title also matches the films titled one of `otherTitles` (an original title), each film once, of the
    ///   year when one is given; with `nearbyYears`, a year off by one counts when no film has the exact year
    ///   (release dates differ by country).
    public func callAsFunction(
        _ reference: MovieReference, otherTitles: [String] = [], nearbyYears: Bool = false
    ) async throws(CatalogueError) -> FilmResolution {
        switch reference {
        case .id(let id):
            return .found(try await catalogue.movie(id: id))
        case .title(let title, let year):
            let titles = ([title] + otherTitles).filter { !$0.isEmpty }
            var films = try await self.films(titled: titles, year: year)
            if films.isEmpty, nearbyYears, let year {
                films =
                    try await self.films(titled: titles, year: year - 1)
                    + self.films(titled: titles, year: year + 1)
            }
            switch films.count {
            case 0: return .notFound
            case 1: return .found(films[0])
            default: return .ambiguous(films)
            }
        }
    }

    /// The films titled any of `titles`, of `year` when given, each once, in the order found.
    private func films(titled titles: [String], year: Int?) async throws(CatalogueError) -> [Movie] {
        var found: [Movie] = []
        for title in titles {
            for movie in try await catalogue.movies(titled: title, year: year)
            where !found.contains(where: { $0.id == movie.id }) {
                found.append(movie)
            }
        }
        return found
    }
}

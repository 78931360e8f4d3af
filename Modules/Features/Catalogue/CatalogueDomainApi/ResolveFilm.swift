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
    private let titles: (any TitleMatching)?

    /// Resolves in `catalogue`; with `titles`, a title is also matched the way people write titles elsewhere
    /// (`TitleParts`): "Matrix, The" as "The Matrix", and a main title or a subtitle alone ("The Empire Strikes
    /// Back" for "Star Wars: Episode V - The Empire Strikes Back") when no film has the whole title.
    public init(catalogue: any MovieCatalogue, titles: (any TitleMatching)? = nil) {
        self.catalogue = catalogue
        self.titles = titles
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
            var titles = ([title] + otherTitles).filter { !$0.isEmpty }
            if self.titles != nil { titles += titles.compactMap(TitleParts.articleMovedToFront) }
            var films = try await self.films(titled: titles, year: year)
            if films.isEmpty, nearbyYears, let year {
                films =
                    try await self.films(titled: titles, year: year - 1)
                    + self.films(titled: titles, year: year + 1)
            }
            if films.isEmpty, let matching = self.titles {
                films = try await self.films(withPart: titles, year: year, nearbyYears: nearbyYears, matching: matching)
            }
            switch films.count {
            case 0: return .notFound
            case 1: return .found(films[0])
            default: return .ambiguous(films)
            }
        }
    }

    /// The films a title search finds whose main title or a subtitle is one of `titles` (by `matching`'s key), of
    /// `year` (or a year off by one, with `nearbyYears`) when given.
    private func films(
        withPart titles: [String], year: Int?, nearbyYears: Bool, matching: any TitleMatching
    ) async throws(CatalogueError) -> [Movie] {
        let keys = Set(titles.map(matching.key))
        let years = year.map { nearbyYears ? ($0 - 1)...($0 + 1) : $0...$0 }
        var found: [Movie] = []
        for title in titles {
            var query = SearchQuery(text: title, years: years, limit: 50)
            query.everyWordAsWritten = true
            let page = try await catalogue.search(query)
            for movie in page.movies
            where !found.contains(where: { $0.id == movie.id }) && years.map({ $0.contains(movie.year ?? 0) }) != false
            {
                let parts = TitleParts.parts(of: movie.title) + TitleParts.parts(of: movie.originalTitle ?? "")
                if parts.count > 1, parts.contains(where: { keys.contains(matching.key($0)) }) { found.append(movie) }
            }
        }
        guard let year, nearbyYears, found.contains(where: { $0.year == year }) else { return found }
        return found.filter { $0.year == year }
    }

    /// The film an id a list or history file gives names, when the catalogue has it: an IMDb id names one film
    /// wherever it is used; any other id (a Movieland export's) is trusted only when the film it names has one
    /// of `titles` (by `matching`'s key), since another catalogue may number its films differently.
    public func film(
        identifiedBy text: String, titled titles: [String], matching: any TitleMatching
    ) async throws(CatalogueError) -> Movie? {
        guard let id = catalogue.movieID(from: text) else { return nil }
        let movie: Movie
        do {
            movie = try await catalogue.movie(id: id)
        } catch {
            if case .unknownID = error { return nil }
            if case .notFound = error { return nil }
            throw error
        }
        if MovieID.isIMDbID(text) { return movie }
        let filmKeys = [movie.title, movie.originalTitle].compactMap { $0 }.map(matching.key)
        return titles.map(matching.key).contains(where: filmKeys.contains) ? movie : nil
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

import CatalogueDomainApi

/// Turns what a person typed into exactly one film, or says why it cannot.
struct ResolveMovie: Sendable {
    private let catalogue: any MovieCatalogue

    init(catalogue: any MovieCatalogue) {
        self.catalogue = catalogue
    }

    func execute(_ reference: MovieReference) async throws(MovieDetailError) -> Movie {
        switch reference {
        case .id(let id):
            do {
                return try await catalogue.movie(id: id)
            } catch .notFound, .unknownID {
                throw .notFound("no film has the id \(id)", suggestions: [])
            } catch {
                throw .catalogue(error)
            }
        case .title(let title, let year):
            let matches: [Movie]
            do {
                matches = try await catalogue.movies(titled: title, year: year)
            } catch {
                throw .catalogue(error)
            }
            if matches.count == 1 { return matches[0] }
            if matches.count > 1 { throw .ambiguous(title, candidates: matches) }
            let described = year.map { "\"\(title)\" (\($0))" } ?? "\"\(title)\""
            let suggestions = (try? await catalogue.search(SearchQuery(text: title, limit: 5)))?.movies ?? []
            throw .notFound("no film is titled \(described)", suggestions: suggestions)
        }
    }
}

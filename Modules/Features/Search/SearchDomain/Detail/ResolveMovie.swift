import CatalogueDomainApi

/// Turns what a person typed into exactly one film, or says why it cannot.
struct ResolveMovie: Sendable {
    private let catalogue: any MovieCatalogue

    init(catalogue: any MovieCatalogue) {
        self.catalogue = catalogue
    }

    func execute(_ reference: MovieReference) async throws(MovieDetailError) -> Movie {
        let resolution: FilmResolution
        do {
            resolution = try await ResolveFilm(catalogue: catalogue)(reference)
        } catch {
            guard case .id(let id) = reference else { throw .catalogue(error) }
            switch error {
            case .notFound, .unknownID: throw .notFound("no film has the id \(id)", suggestions: [])
            default: throw .catalogue(error)
            }
        }
        switch (resolution, reference) {
        case (.found(let movie), _):
            return movie
        case (.ambiguous(let movies), .title(let title, _)):
            throw .ambiguous(title, candidates: movies)
        case (_, .title(let title, let year)):
            let described = year.map { "\"\(title)\" (\($0))" } ?? "\"\(title)\""
            let suggestions = (try? await catalogue.search(SearchQuery(text: title, limit: 5)))?.movies ?? []
            throw .notFound("no film is titled \(described)", suggestions: suggestions)
        case (_, .id(let id)):
            throw .notFound("no film has the id \(id)", suggestions: [])
        }
    }
}

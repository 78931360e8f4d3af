import CatalogueDomainApi

/// The Catalogue feature's catalogue, as other features see it, over a fixed list of films: what the
/// tests of every feature that reads films use instead of a real source.
public struct FakeMovieCatalogue: MovieCatalogue {
    /// The films it knows.
    public let films: [Movie]
    private let readsNumericIDs: Bool

    /// A catalogue of `films`; with `readsNumericIDs` (the embedded catalogue's style) "42" is an id.
    public init(_ films: [Movie] = [], readsNumericIDs: Bool = true) {
        self.films = films
        self.readsNumericIDs = readsNumericIDs
    }

    /// The films whose title contains every word of the query (ignoring case), in the given order, one page.
    public func search(_ query: SearchQuery) async throws(CatalogueError) -> SearchResultPage {
        let words = query.text.lowercased().split(separator: " ")
        let matches = films.filter { film in words.allSatisfy { film.title.lowercased().contains($0) } }
        let start = min((query.page - 1) * query.limit, matches.count)
        let page = Array(matches[start..<min(start + query.limit, matches.count)])
        return SearchResultPage(movies: page, totalCount: matches.count, page: query.page, limit: query.limit)
    }

    /// The film with `id`, or `.notFound`.
    public func movie(id: MovieID) async throws(CatalogueError) -> Movie {
        guard let film = films.first(where: { $0.id == id }) else { throw .notFound("no film \(id)") }
        return film
    }

    /// The films whose title is `title` (ignoring case), of `year` when given.
    public func movies(titled title: String, year: Int?) async throws(CatalogueError) -> [Movie] {
        films.filter { $0.title.lowercased() == title.lowercased() && (year == nil || $0.year == year) }
    }

    /// The films with at least `minimumVotes` votes.
    public func movies(minimumVotes: Int) async throws(CatalogueError) -> [Movie] {
        films.filter { ($0.votes ?? 0) >= minimumVotes }
    }

    /// `text` as an id when it is a number and the catalogue reads numeric ids; nil otherwise.
    public func movieID(from text: String) -> MovieID? {
        guard readsNumericIDs else { return nil }
        return Int(text).map { MovieID(String($0)) }
    }

    /// The genres its films have, each once.
    public func genres() -> [String] { Array(Set(films.flatMap(\.genres))) }
}

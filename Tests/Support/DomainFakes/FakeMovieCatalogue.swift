import SearchDomainApi

/// The Search feature's catalogue, as other features see it, over a fixed list of films: what the
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
}

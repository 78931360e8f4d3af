/// The movie catalogue as other features see it: search it, look films up, list the well-known ones.
public protocol MovieCatalogue: Sendable {
    /// One page of films matching `query`, ranked and filtered.
    func search(_ query: SearchQuery) async throws(CatalogueError) -> SearchResultPage

    /// The film with `id`; `CatalogueError.notFound` when there is none.
    func movie(id: MovieID) async throws(CatalogueError) -> Movie

    /// Films whose title is exactly `title` (ignoring case, accents and a leading article), optionally of `year`.
    func movies(titled title: String, year: Int?) async throws(CatalogueError) -> [Movie]

    /// Every film with at least `minimumVotes` votes; `unsupported` for sources that cannot list.
    func movies(minimumVotes: Int) async throws(CatalogueError) -> [Movie]

    /// The rated films with at least `minimumVotes` votes, for charts: the films of `movies(minimumVotes:)`
    /// that have a rating, as numbers only.
    func ratedFilms(minimumVotes: Int) async throws(CatalogueError) -> [RatedFilm]

    /// The id `text` denotes in this source, if it is written like one ("603", "tt0133093").
    func movieID(from text: String) -> MovieID?

    /// The genre names the catalogue records; none for a source that cannot list its films.
    func genres() -> [String]
}

extension MovieCatalogue {
    /// A source that cannot list its films (OMDb, TMDB) knows no list of genres.
    public func genres() -> [String] { [] }

    /// The rated films among `movies(minimumVotes:)`.
    public func ratedFilms(minimumVotes: Int) async throws(CatalogueError) -> [RatedFilm] {
        try await movies(minimumVotes: minimumVotes).compactMap(RatedFilm.init)
    }
}

import CatalogueDomainApi

/// What the catalogue needs from a data source; implemented in CatalogueData (embedded, IMDb import, OMDb, TMDB).
public protocol MovieRepository: Sendable {
    /// One page of films matching `query`, ranked and filtered.
    func search(_ query: SearchQuery) async throws(CatalogueError) -> SearchResultPage
    func movie(id: MovieID) async throws(CatalogueError) -> Movie
    func movies(titled title: String, year: Int?) async throws(CatalogueError) -> [Movie]
    func movies(minimumVotes: Int) async throws(CatalogueError) -> [Movie]
    func movieID(from text: String) -> MovieID?
}

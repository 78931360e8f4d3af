import SearchDomainApi

/// One page of search results and where it sits in the whole result.
public struct SearchResultPage: Sendable, Equatable {
    public let movies: [Movie]
    /// Matches on every page together.
    public let totalCount: Int
    public let page: Int
    public let pageCount: Int

    public init(movies: [Movie], totalCount: Int, page: Int, limit: Int) {
        self.movies = movies
        self.totalCount = totalCount
        self.page = page
        self.pageCount = totalCount == 0 ? 0 : (totalCount + limit - 1) / limit
    }
}

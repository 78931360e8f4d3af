/// One page of search results and where it sits in the whole result.
public struct SearchResultPage: Sendable, Equatable {
    /// The films on this page, in order.
    public let movies: [Movie]
    /// Matches on every page together.
    public let totalCount: Int
    /// This page's number, from 1.
    public let page: Int
    /// Pages there are to ask for: never more than the source serves.
    public let pageCount: Int
    /// What the count means when it is not every match the source has (a year range filtered on one page).
    public let scopeNote: String?

    /// `lastPage`: the last page the source serves (OMDb 100, TMDB 500), whatever the count says.
    public init(
        movies: [Movie], totalCount: Int, page: Int, limit: Int, lastPage: Int? = nil, pageCount: Int? = nil,
        scopeNote: String? = nil
    ) {
        self.movies = movies
        self.totalCount = totalCount
        self.page = page
        let counted = pageCount ?? (totalCount == 0 ? 0 : (totalCount + limit - 1) / limit)
        self.pageCount = lastPage.map { min(counted, $0) } ?? counted
        self.scopeNote = scopeNote
    }
}

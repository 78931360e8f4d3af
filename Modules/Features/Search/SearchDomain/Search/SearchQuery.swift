/// What to search for, how to filter and order it, and which page to return.
public struct SearchQuery: Sendable, Equatable {
    public var text: String
    public var years: ClosedRange<Int>?
    /// Films must have every one of these genres (compared case-insensitively).
    public var genres: [String]
    public var minimumRating: Double?
    public var minimumVotes: Int?
    public var sort: SearchSort
    public var limit: Int
    /// 1-based.
    public var page: Int

    public init(
        text: String, years: ClosedRange<Int>? = nil, genres: [String] = [], minimumRating: Double? = nil,
        minimumVotes: Int? = nil, sort: SearchSort = .relevance, limit: Int = 20, page: Int = 1
    ) {
        self.text = text
        self.years = years
        self.genres = genres
        self.minimumRating = minimumRating
        self.minimumVotes = minimumVotes
        self.sort = sort
        self.limit = limit
        self.page = page
    }
}

/// The order of search results.
public enum SearchSort: String, Sendable, CaseIterable {
    /// Exact title, then title prefix, then all words, then close spellings; ties by votes.
    case relevance
    case rating
    case votes
    case year
    case title
}

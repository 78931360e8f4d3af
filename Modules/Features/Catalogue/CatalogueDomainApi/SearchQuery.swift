/// What to search for, how to filter and order it, and which page to return.
public struct SearchQuery: Sendable, Equatable {
    /// Words to look for in titles; empty matches every film.
    public var text: String
    /// Films must be released in this range.
    public var years: ClosedRange<Int>?
    /// Films must have every one of these genres (compared case-insensitively).
    public var genres: [String]
    /// Films must be rated at least this (1–10).
    public var minimumRating: Double?
    /// Films must have at least this many votes.
    public var minimumVotes: Int?
    /// Films must be directed by someone of this name (case, accents and typos forgiven).
    public var director: String?
    /// Films must have someone of this name in the cast.
    public var actor: String?
    /// Films must be written by someone of this name.
    public var writer: String?
    /// The order of the results.
    public var sort: SearchSort
    /// Results per page.
    public var limit: Int
    /// 1-based.
    public var page: Int
    /// Only films whose titles have every word of `text` as it is written (no typo, no prefix, no other
    /// spelling; a leading article may be missing), and none when no title has one of them: what a lookup of a
    /// title inside longer titles needs, which an offline catalogue answers without ranking the closest films.
    /// A source that cannot tell searches as usual.
    public var everyWordAsWritten = false

    /// Results per page when no limit is given.
    public static let defaultLimit = 20

    /// A query for `text`; see the properties for the filters.
    public init(
        text: String, years: ClosedRange<Int>? = nil, genres: [String] = [], minimumRating: Double? = nil,
        minimumVotes: Int? = nil, director: String? = nil, actor: String? = nil, writer: String? = nil,
        sort: SearchSort = .relevance, limit: Int = defaultLimit, page: Int = 1
    ) {
        self.text = text
        self.years = years
        self.genres = genres
        self.minimumRating = minimumRating
        self.minimumVotes = minimumVotes
        self.director = director
        self.actor = actor
        self.writer = writer
        self.sort = sort
        self.limit = limit
        self.page = page
    }
}

extension SearchQuery {
    /// The people the films must credit, each name with its role: director, actor, writer, in that order.
    public var people: [(role: CreditRole, name: String)] {
        [(CreditRole.director, director), (.actor, actor), (.writer, writer)].compactMap { role, name in
            name.map { (role, $0) }
        }
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

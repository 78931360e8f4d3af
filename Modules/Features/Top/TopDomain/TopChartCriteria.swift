/// Which films a chart ranks.
public struct TopChartCriteria: Sendable, Equatable {
    /// Only films of this genre (case-insensitive).
    public var genre: String?
    /// Only films of the decade starting this year (1990 for "1990s").
    public var decade: Int?
    /// m in the weighted rating: films with fewer votes are left out.
    public var minimumVotes: Int
    /// How many places the chart has at most.
    public var limit: Int

    /// m when none is given: a film needs this many votes to be ranked.
    public static let defaultMinimumVotes = 1000
    /// How many places a chart has when no limit is given.
    public static let defaultLimit = 20

    /// Criteria for a chart; see the properties.
    public init(
        genre: String? = nil, decade: Int? = nil, minimumVotes: Int = defaultMinimumVotes, limit: Int = defaultLimit
    ) {
        self.genre = genre
        self.decade = decade
        self.minimumVotes = minimumVotes
        self.limit = limit
    }
}

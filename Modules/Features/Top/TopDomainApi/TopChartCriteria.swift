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

    /// Criteria for a chart; see the properties.
    public init(genre: String? = nil, decade: Int? = nil, minimumVotes: Int = 1000, limit: Int = 20) {
        self.genre = genre
        self.decade = decade
        self.minimumVotes = minimumVotes
        self.limit = limit
    }
}

/// A ranked chart and the figures it was computed with.
public struct TopChart: Sendable, Equatable {
    /// The places, first first.
    public let entries: [ChartEntry]
    /// What the chart was asked for.
    public let criteria: TopChartCriteria
    /// C: the mean rating of the films considered.
    public let meanRating: Double
    /// How many films met the criteria.
    public let consideredCount: Int
    /// The genres the catalogue records, alphabetical: the other charts a person can ask for.
    public let genres: [String]

    /// A chart of `entries` for `criteria`; see the properties for the figures.
    public init(
        entries: [ChartEntry], criteria: TopChartCriteria, meanRating: Double, consideredCount: Int,
        genres: [String] = []
    ) {
        self.entries = entries
        self.criteria = criteria
        self.meanRating = meanRating
        self.consideredCount = consideredCount
        self.genres = genres
    }
}

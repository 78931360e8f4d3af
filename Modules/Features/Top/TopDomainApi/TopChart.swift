import DependencyInjection

/// Which films a chart ranks.
public struct TopChartCriteria: Sendable, Equatable {
    /// Only films of this genre (case-insensitive).
    public var genre: String?
    /// Only films of the decade starting this year (1990 for "1990s").
    public var decade: Int?
    /// m in the weighted rating: films with fewer votes are left out.
    public var minimumVotes: Int
    public var limit: Int

    public init(genre: String? = nil, decade: Int? = nil, minimumVotes: Int = 1000, limit: Int = 20) {
        self.genre = genre
        self.decade = decade
        self.minimumVotes = minimumVotes
        self.limit = limit
    }
}

/// One place in a chart.
public struct ChartEntry: Sendable, Equatable {
    public let rank: Int
    public let movieID: String
    public let title: String
    public let year: Int?
    public let rating: Double
    public let votes: Int
    /// WR = v/(v+m)·R + m/(v+m)·C.
    public let weightedRating: Double

    public init(
        rank: Int, movieID: String, title: String, year: Int?, rating: Double, votes: Int, weightedRating: Double
    ) {
        self.rank = rank
        self.movieID = movieID
        self.title = title
        self.year = year
        self.rating = rating
        self.votes = votes
        self.weightedRating = weightedRating
    }
}

/// A ranked chart and the figures it was computed with.
public struct TopChart: Sendable, Equatable {
    public let entries: [ChartEntry]
    public let criteria: TopChartCriteria
    /// C: the mean rating of the films considered.
    public let meanRating: Double
    /// How many films met the criteria.
    public let consideredCount: Int

    public init(entries: [ChartEntry], criteria: TopChartCriteria, meanRating: Double, consideredCount: Int) {
        self.entries = entries
        self.criteria = criteria
        self.meanRating = meanRating
        self.consideredCount = consideredCount
    }
}

/// Why a chart could not be made.
public struct TopChartError: Error, Equatable, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}

/// Ranks films by IMDb's weighted rating.
public protocol TopChartUseCase: Sendable {
    func execute(_ criteria: TopChartCriteria) async throws(TopChartError) -> TopChart
}

extension Container {
    /// Registered by `TopDependencies.autoRegister`.
    public var topChart: Factory<any TopChartUseCase> { promised() }
}

import FoundationEssentials

/// A film on the watchlist, with what is needed to show it without asking the catalogue again.
public struct WatchlistEntry: Sendable, Equatable, Codable {
    /// The film's id in the source it was added from.
    public let movieID: String
    /// The film's title when it was added.
    public let title: String
    /// The year of release.
    public let year: Int?
    /// When it was added.
    public let addedAt: Date

    /// How the film is named in messages: "The Matrix (1999)".
    public var name: String { year.map { "\(title) (\($0))" } ?? title }

    /// An entry for the film `movieID`, `title` (`year`), added at `addedAt`.
    public init(movieID: String, title: String, year: Int?, addedAt: Date) {
        self.movieID = movieID
        self.title = title
        self.year = year
        self.addedAt = addedAt
    }
}

import Foundation

/// A film on the watchlist, with what is needed to show it without asking the catalogue again.
public struct WatchlistEntry: Sendable, Equatable, Codable {
    /// The film's id in the source it was added from.
    public let movieID: String
    public let title: String
    public let year: Int?
    public let addedAt: Date

    public init(movieID: String, title: String, year: Int?, addedAt: Date) {
        self.movieID = movieID
        self.title = title
        self.year = year
        self.addedAt = addedAt
    }
}

import HistoryDomainApi

/// Everything the person's film history holds: their ratings (one per film) and their diary (a viewing per
/// time a film was seen).
public struct HistoryRecord: Sendable, Equatable, Codable {
    /// One per film, in the order they were first rated.
    public var ratings: [PersonalRating]
    /// In the order they were logged.
    public var viewings: [Viewing]
    /// The number the next viewing's id takes (`v<n>`): ids are never reused, even after a removal.
    public var nextViewingNumber: Int

    /// An empty history.
    public init(ratings: [PersonalRating] = [], viewings: [Viewing] = [], nextViewingNumber: Int = 1) {
        self.ratings = ratings
        self.viewings = viewings
        self.nextViewingNumber = nextViewingNumber
    }

    /// The rating of the film `movieID`, if it has one.
    public func rating(of movieID: String) -> PersonalRating? {
        ratings.first { $0.movieID == movieID }
    }
}

import HistoryDomainApi

/// Everything the person's film history holds: their ratings (one per film) and their diary (a viewing per
/// time a film was seen).
public struct HistoryRecord: Sendable, Equatable, Codable {
    /// One per film, in the order they were first rated.
    public var ratings: [PersonalRating]
    /// In the order they were logged.
    public var viewings: [Viewing]
    /// Imported rows the catalogue in use did not have, kept as they came, placed when one that has them is.
    public var unplaced: [HistoryFileRow]
    /// Kept rows the person placed by hand (`diary place`), as they came: an import that meets one again knows
    /// it is in the history already, and keeps it no more.
    public var settled: [HistoryFileRow] = []
    /// The number the next viewing's id takes (`v<n>`): ids are never reused, even after a removal.
    public var nextViewingNumber: Int
    /// Lines of the file that could not be read, kept as they were until the person fixes or removes them.
    public var damagedLines: [DamagedHistoryLine] = []

    /// An empty history.
    public init(
        ratings: [PersonalRating] = [], viewings: [Viewing] = [], unplaced: [HistoryFileRow] = [],
        nextViewingNumber: Int = 1
    ) {
        self.ratings = ratings
        self.viewings = viewings
        self.unplaced = unplaced
        self.nextViewingNumber = nextViewingNumber
    }

    private enum CodingKeys: String, CodingKey {
        case ratings, viewings, unplaced, nextViewingNumber
    }

    /// Reads a history; one written before rows were kept unplaced has none.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        ratings = try container.decode([PersonalRating].self, forKey: .ratings)
        viewings = try container.decode([Viewing].self, forKey: .viewings)
        unplaced = try container.decodeIfPresent([HistoryFileRow].self, forKey: .unplaced) ?? []
        nextViewingNumber = try container.decode(Int.self, forKey: .nextViewingNumber)
    }

    /// The rating of the film `movieID`, if it has one.
    public func rating(of movieID: String) -> PersonalRating? {
        ratings.first { $0.movieID == movieID }
    }
}

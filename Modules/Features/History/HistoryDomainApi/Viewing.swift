/// One time a film was seen: a diary entry. A film can be seen many times; each viewing is its own entry.
public struct Viewing: Sendable, Equatable {
    /// The entry's id in the diary, unique and stable (`v1`, `v2`, ...): what `diary remove` can name.
    public let id: String
    /// The film's id in the catalogue it was found in.
    public let movieID: String
    /// The film's title and year when it was logged.
    public let title: String
    /// The film's year of release.
    public let year: Int?
    /// The day it was seen.
    public let date: DiaryDate
    /// What the person thought of it that day, if they said.
    public let rating: FilmRating?
    /// Whether they had seen it before.
    public var isRewatch: Bool
    /// Their tags, in the order given.
    public let tags: [String]
    /// Whether `date` is only the day the film was marked as watched (Letterboxd's watched.csv), not a day it
    /// was seen: a diary row for the film replaces it.
    public var isMarkedWatched = false
    /// What the person wrote of it that day, if they wrote a review.
    public var review: String?
    /// Whether `isRewatch` only follows from an earlier viewing in the diary (the person did not say so): it
    /// follows the diary's order when a viewing is added or removed.
    public var isRewatchDerived = false

    /// The viewing `id` of the film `movieID` on `date`.
    public init(
        id: String, movieID: String, title: String, year: Int?, date: DiaryDate, rating: FilmRating?,
        isRewatch: Bool, tags: [String]
    ) {
        self.id = id
        self.movieID = movieID
        self.title = title
        self.year = year
        self.date = date
        self.rating = rating
        self.isRewatch = isRewatch
        self.tags = tags
    }
}

extension Viewing: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, movieID, title, year, date, rating, isRewatch, tags, isMarkedWatched, review, isRewatchDerived
    }

    /// Reads a viewing; one written before watched rows were kept is a diary day.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id),
            movieID: try container.decode(String.self, forKey: .movieID),
            title: try container.decode(String.self, forKey: .title),
            year: try container.decodeIfPresent(Int.self, forKey: .year),
            date: try container.decode(DiaryDate.self, forKey: .date),
            rating: try container.decodeIfPresent(FilmRating.self, forKey: .rating),
            isRewatch: try container.decode(Bool.self, forKey: .isRewatch),
            tags: try container.decode([String].self, forKey: .tags))
        isMarkedWatched = try container.decodeIfPresent(Bool.self, forKey: .isMarkedWatched) ?? false
        review = try container.decodeIfPresent(String.self, forKey: .review)
        isRewatchDerived = try container.decodeIfPresent(Bool.self, forKey: .isRewatchDerived) ?? false
    }
}

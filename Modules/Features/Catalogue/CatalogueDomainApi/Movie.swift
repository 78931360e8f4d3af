/// A film, as every source describes it; fields a source does not know are nil.
public struct Movie: Sendable, Equatable, Hashable {
    /// The film's id in its source.
    public let id: MovieID
    /// The title the natural way: "The Matrix", not "Matrix, The".
    public let title: String
    /// The title in the film's own language, when the source gives one that differs from `title`.
    public let originalTitle: String?
    /// The year of release.
    public let year: Int?
    /// The running time.
    public let runtimeMinutes: Int?
    /// In US dollars.
    public let budget: Int?
    /// Average user rating, 1–10.
    public let rating: Double?
    /// How many users rated it.
    public let votes: Int?
    /// The certification as the source gives it: the US film rating (G, PG, PG-13, R, NC-17), a TV rating
    /// (TV-14), a historical one (Approved, M) or "Not Rated"; nil when the source does not say.
    public let certification: String?
    /// Its genres, as the source names them.
    public let genres: [String]
    /// Share of votes for each star value 1…10, in percent (bucket midpoints in the embedded catalogue).
    public let ratingDistribution: [Double]?
    /// A short synopsis, when the source has one.
    public let plot: String?
    /// Its directors' names.
    public let directors: [String]

    /// A film; only `id`, `title` and `year` are required, see the properties for the rest.
    public init(
        id: MovieID, title: String, originalTitle: String? = nil, year: Int?, runtimeMinutes: Int? = nil,
        budget: Int? = nil, rating: Double? = nil,
        votes: Int? = nil, certification: String? = nil, genres: [String] = [], ratingDistribution: [Double]? = nil,
        plot: String? = nil, directors: [String] = []
    ) {
        self.id = id
        self.title = title
        self.originalTitle = originalTitle == title ? nil : originalTitle
        self.year = year
        self.runtimeMinutes = runtimeMinutes
        self.budget = budget
        self.rating = rating
        self.votes = votes
        self.certification = certification
        self.genres = genres
        self.ratingDistribution = ratingDistribution
        self.plot = plot
        self.directors = directors
    }
}

/// A film's identifier in its source: a row number in the embedded catalogue, `tt0133093` on OMDb,
/// a number on TMDB.
public struct MovieID: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The id as the source writes it.
    public let rawValue: String

    /// The id written `rawValue`.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// The id as the source writes it.
    public var description: String { rawValue }

    /// Whether `text` is written as IMDb writes film ids: "tt" and at least seven digits ("tt0133093"). An IMDb
    /// id names the same film in every catalogue that uses them; other ids are a source's own numbers.
    public static func isIMDbID(_ text: String) -> Bool {
        text.count >= 9 && text.hasPrefix("tt") && text.dropFirst(2).allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Numeric ids in numeric order, before any others in text order.
    public static func < (lhs: MovieID, rhs: MovieID) -> Bool {
        switch (Int(lhs.rawValue), Int(rhs.rawValue)) {
        case (let left?, let right?): left < right
        case (.some, nil): true
        case (nil, .some): false
        case (nil, nil): lhs.rawValue < rhs.rawValue
        }
    }
}

/// One row of an exported history (IMDb's ratings, Letterboxd's ratings, diary, watched and reviews, or
/// Movieland's own), as the file says it: what is placed in the history, or kept as it came when the catalogue
/// in use does not have the film.
public struct HistoryFileRow: Sendable, Hashable, Codable {
    /// What the row records.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// A rating (IMDb's ratings, Letterboxd's ratings.csv).
        case rating
        /// A day the film was seen (Letterboxd's diary.csv and reviews.csv, Movieland's diary).
        case viewing
        /// That the film was seen, on the day it was marked so (Letterboxd's watched.csv): not a diary day.
        case watched
    }

    /// The row's line in the file (1-based; a quoted field over several lines counts where it starts).
    public var line: Int
    /// What the row records.
    public var kind: Kind
    /// The title as the file writes it, and the original title when it gives one.
    public var title: String
    /// The original title, when the file gives one that differs.
    public var originalTitle: String?
    /// The year of release, when the file says.
    public var year: Int?
    /// An id the file gives: an IMDb id (`tt0133093`), or the film id a Movieland export kept.
    public var filmID: String?
    /// The title type as the file writes it ("Movie", "TV Series"), when it says.
    public var titleType: String?
    /// The day of the row: rated, seen, or marked as watched.
    public var date: DiaryDate?
    /// The rating the row gives, on its scale.
    public var rating: FilmRating?
    /// Whether the row says the film had been seen before.
    public var isRewatch: Bool
    /// Its tags, in order.
    public var tags: [String]
    /// The review written that day, when the file has one (Letterboxd's reviews.csv, a Review column).
    public var review: String?
    /// What makes the row unplaceable as it is, when values it gives are wrong: it is kept with those values.
    public var problems: [HistoryRowProblem]

    /// A row of `kind` at `line` for the film `title`; what the file does not say is left out.
    public init(
        line: Int, kind: Kind, title: String, originalTitle: String? = nil, year: Int? = nil, filmID: String? = nil,
        titleType: String? = nil, date: DiaryDate? = nil, rating: FilmRating? = nil, isRewatch: Bool = false,
        tags: [String] = [], review: String? = nil, problems: [HistoryRowProblem] = []
    ) {
        self.line = line
        self.kind = kind
        self.title = title
        self.originalTitle = originalTitle
        self.year = year
        self.filmID = filmID
        self.titleType = titleType
        self.date = date
        self.rating = rating
        self.isRewatch = isRewatch
        self.tags = tags
        self.review = review
        self.problems = problems
    }

    /// Whether the row is a film (IMDb's files also hold series, episodes and games).
    public var isFilm: Bool {
        guard let titleType else { return true }
        let type = titleType.lowercased().filter { $0.isLetter }
        return ["movie", "tvmovie", "short", "video", "feature", "film"].contains(type)
    }

    /// The value the row holds wrongly in `field`, as the file wrote it, when it does.
    public func value(wrongIn field: HistoryRowProblem.Field) -> String? {
        problems.first { $0.field == field }?.value
    }

    /// "The Matrix (1999)", as reports name the row.
    public var name: String { year.map { "\(title) (\($0))" } ?? title }

    /// The row without its line: two rows that differ only in where they were are the same row.
    public var content: HistoryFileRow {
        var row = self
        row.line = 0
        return row
    }
}

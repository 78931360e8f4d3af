import CatalogueDomainApi

/// What an import did with each row of the file, by line.
public struct HistoryImportReport: Sendable, Equatable {
    /// What became of one row.
    public enum Outcome: Sendable, Equatable {
        /// The film's rating was set.
        case rated(FilmRating)
        /// A viewing was logged on this day.
        case logged(DiaryDate)
        /// A watched row was logged on the day the film was marked as watched (no diary day is known).
        case loggedAsMarked(DiaryDate)
        /// The history already held it: nothing changed.
        case alreadyThere
        /// A watched row for a film the diary has: the diary's days were kept.
        case diaryKept
        /// The catalogue in use does not have the film (or has several of that title, or only one a year off of
        /// another kind): the row is kept as it came, with those candidates, and placed when a catalogue that has
        /// it is in use.
        case keptUnplaced(ambiguous: [FilmChoice])
        /// A series, an episode or a game (IMDb's files hold them): not a film, kept as it came.
        case notAFilm(String)
        /// A value of the row is wrong (a day that does not exist or is still to come, a rating off the scale, no
        /// title): the row is kept as it came, with what is wrong.
        case keptWithProblems([HistoryRowProblem])
        /// The diary had the viewing; its review was added (or replaced by the file's).
        case reviewed(DiaryDate)
    }

    /// One row's line, its name as the file gives it, and what became of it.
    public struct Line: Sendable, Equatable {
        /// The row's line in the file.
        public let line: Int
        /// The row's film as the file names it.
        public let name: String
        /// What became of it.
        public let outcome: Outcome
        /// The film it was placed as when that film's year is a year off the row's (a near match), else nil.
        public let nearMatch: FilmChoice?

        /// Row `line`, named `name`, with `outcome`, placed as `nearMatch` when its year was off by one.
        public init(line: Int, name: String, outcome: Outcome, nearMatch: FilmChoice? = nil) {
            self.line = line
            self.name = name
            self.outcome = outcome
            self.nearMatch = nearMatch
        }
    }

    /// Which export the file was ("Letterboxd diary").
    public let shape: String
    /// How it was read, when not as UTF-8.
    public let encoding: String?
    /// Each row, in the file's order.
    public let lines: [Line]
    /// Rows kept unplaced by earlier imports that the catalogue in use now has, and were placed.
    public let placedFromBefore: Int
    /// Whether nothing was changed (`--dry-run`).
    public let isDryRun: Bool
    /// How many films have a rating now that had none, from rating rows and from diary rows with a rating.
    public var ratingsCreated = 0

    /// The report of an import of `shape`.
    public init(shape: String, encoding: String?, lines: [Line], placedFromBefore: Int, isDryRun: Bool) {
        self.shape = shape
        self.encoding = encoding
        self.lines = lines
        self.placedFromBefore = placedFromBefore
        self.isDryRun = isDryRun
    }
}

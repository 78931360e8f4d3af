import CatalogueDomainApi

/// Why a rating or the diary could not be read or changed: the situation and its facts, as data.
/// `description` says what happened without command-line advice (but for a film not found, whose
/// `FilmLookupError` words its own, the same in every command); HistoryPresentation's `HistoryErrorMessages` adds
/// the advice that fits where the person is.
public enum HistoryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file exists but is no history this Movieland reads; it was left as it is.
    case unreadable(path: String, reason: String)
    /// The file or its folder cannot be written.
    case cannotWrite(path: String, reason: String)
    /// The disk, or the person's quota on it, has no room for the new history (`reason` is the system's word for
    /// which); the file was left as it was.
    case noRoom(path: String, reason: String)
    /// The film the person named could not be found (`ResolveNamedFilm`): none, several, or an id and a title.
    case film(FilmLookupError)
    /// The catalogue could not be asked; the text is its own account of why.
    case lookupFailed(String)
    /// No viewing has the id given (a text written like one, `v12`).
    case noViewingWithID(String)
    /// The film has no viewing in the diary (on that day, when one was given).
    case noViewing(title: String, on: DiaryDate?)
    /// The film was seen several times (on several days, or more than once on the day given); the person must
    /// say which viewing: its `dates` and, in the same order, their `ids`.
    case severalViewings(title: String, dates: [DiaryDate], ids: [String])
    /// The film has no rating to clear.
    case notRated(title: String)
    /// Recommendations need ratings or a diary, and there are none.
    case noHistory
    /// Recommendations need ratings or a diary in the catalogue in use, and the history's only rows are `kept`
    /// rows that wait for a catalogue that has their films.
    case noPlacedHistory(kept: Int)
    /// A file to import cannot be read.
    case fileUnreadable(path: String, reason: String)
    /// A file's header is none of the exports Movieland reads; `knownShapes` names those it does.
    case fileUnrecognised(path: String, header: String, knownShapes: [String])
    /// A file breaks its format at `line` (an unclosed quote, a row cut short).
    case fileMalformed(path: String, line: Int, reason: String)
    /// An export could not be written to `path`; nothing there was changed.
    case exportNotWritten(path: String, reason: String)
    /// A viewing's day is after today (in the person's time zone) or before films existed (1874).
    case dayOutOfRange(DiaryDate, today: DiaryDate)
    /// A viewing's day is more than a year before the film's year.
    case dayBeforeFilm(DiaryDate, title: String, year: Int)
    /// No row is kept under this id (`k9`); the history keeps `count`.
    case noKeptRow(String, count: Int)
    /// A kept row cannot be placed as it is: `reason` says what it needs (a day, a rating).
    case keptRowNeeds(String, reason: String)

    /// What happened, with advice that holds wherever the person is.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            "your film history \(path) cannot be read (\(reason)); it was left as it is and nothing was changed: "
                + "fix it, or move it away to start a new history"
        case .cannotWrite(let path, let reason):
            "cannot write your film history \(path): \(reason); check the folder's permissions or set XDG_DATA_HOME"
        case .noRoom(let path, let reason):
            "cannot write your film history \(path): there is no room left on its disk (\(reason)); nothing was changed: "
                + "free some space, or set XDG_DATA_HOME to a folder on another disk"
        case .film(let error):
            error.description
        case .lookupFailed(let text):
            text
        case .noViewingWithID(let id):
            "no viewing in your diary has the id \(id)"
        case .noViewing(let title, let date):
            "your diary has no viewing of \(title)" + (date.map { " on \($0)" } ?? "")
        case .severalViewings(let title, let dates, _) where Set(dates).count == 1:
            "you saw \(title) \(dates.count) times on \(dates[0])"
        case .severalViewings(let title, let dates, _):
            "you saw \(title) on \(dates.count) days (\(dates.map(\.description).joined(separator: ", ")))"
        case .notRated(let title):
            "you have not rated \(title)"
        case .noHistory:
            "recommendations follow from your ratings and diary, and you have none yet"
        case .noPlacedHistory(let kept):
            "recommendations follow from your ratings and diary, and none of yours is in the catalogue in use: "
                + (kept == 1
                    ? "your history's one row is kept unplaced" : "your history's \(kept) rows are kept unplaced")
        case .fileUnreadable(let path, let reason):
            "cannot read \(path): \(reason)"
        case .fileUnrecognised(let path, let header, let knownShapes):
            "\(path) is not a history Movieland can import (its first line is \"\(header.prefix(80))\"); it reads "
                + knownShapes.joined(separator: ", ")
        case .fileMalformed(let path, let line, let reason):
            "\(path):\(line): \(reason); nothing was imported"
        case .exportNotWritten(let path, let reason):
            "cannot write \(path): \(reason); nothing there was changed"
        case .dayOutOfRange(let day, let today):
            "\(day) is not a day a film was seen: give a day from \(DiaryDate.firstFilmYear)-01-01 to today "
                + "(\(today)); nothing was logged"
        case .dayBeforeFilm(let day, let title, let year):
            "\(title) (\(year)) could not be seen on \(day), before it was made: give a day from \(year - 1) on; "
                + "nothing was logged"
        case .noKeptRow(let text, let count):
            "no row is kept as \(text): your history keeps \(count) row\(count == 1 ? "" : "s") unplaced"
                + (count > 0 ? " (k1 to k\(count))" : "")
        case .keptRowNeeds(let id, let reason):
            "\(id) cannot be placed as it is: \(reason); nothing was changed"
        }
    }

    /// The films to list under the message: those the person must choose among, or the closest to a film not
    /// found; else none.
    public var candidates: [FilmChoice] {
        if case .film(let error) = self { return error.choices }
        return []
    }
}

import CatalogueDomainApi

/// Why the watchlist could not be read or changed: the situation and its facts, as data.
///
/// `description` words it without command-line advice (but for a film not found, whose `FilmLookupError` words
/// its own, the same in every command); WatchlistPresentation adds the advice that fits where the person is.
public enum WatchlistError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file exists but is no watchlist this Movieland reads; it was left as it is.
    case unreadable(path: String, reason: String)
    /// The file or its folder cannot be written.
    case cannotWrite(path: String, reason: String)
    /// The disk, or the person's quota on it, has no room for the new watchlist (`reason` is the system's word for
    /// which); the file was left as it was.
    case noRoom(path: String, reason: String)
    /// No listed film has this id or title.
    case notListed(String)
    /// Several listed films have this title; the person must choose.
    case ambiguousEntry(String, candidates: [FilmChoice])
    /// The film the person named could not be found (`ResolveNamedFilm`): none, several, or an id and a title.
    case film(FilmLookupError)
    /// The catalogue could not be asked; the text is its own account of why.
    case lookupFailed(String)
    /// A list file to import cannot be read.
    case listFileUnreadable(path: String, reason: String)
    /// A list file's header is none of the exports Movieland reads; `knownShapes` names those it does.
    case listFileUnrecognised(path: String, header: String, knownShapes: [String])
    /// A list file breaks its format at `line` (an unclosed quote, a row cut short).
    case listFileMalformed(path: String, line: Int, reason: String)
    /// An export could not be written to `path`; nothing there was changed.
    case exportNotWritten(path: String, reason: String)

    /// What happened, with advice that holds wherever the person is.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            "the watchlist \(path) cannot be read (\(reason)); it was left as it is and nothing was changed: fix "
                + "it, or move it away to start a new watchlist"
        case .cannotWrite(let path, let reason):
            "cannot write the watchlist \(path): \(reason); check the folder's permissions or set XDG_DATA_HOME"
        case .noRoom(let path, let reason):
            "cannot write the watchlist \(path): there is no room left on its disk (\(reason)); nothing was changed: "
                + "free some space, or set XDG_DATA_HOME to a folder on another disk"
        case .notListed(let text):
            "\"\(text)\" is not on your watchlist"
        case .ambiguousEntry(let text, let candidates):
            "\(candidates.count) films on your watchlist match \"\(text)\""
        case .film(let failure):
            failure.description
        case .lookupFailed(let text):
            text
        case .listFileUnreadable(let path, let reason):
            "cannot read \(path): \(reason)"
        case .listFileUnrecognised(let path, let header, let knownShapes):
            "\(path) is not a list Movieland can import (its first line is \"\(header.prefix(80))\"); it reads "
                + knownShapes.joined(separator: ", ")
        case .listFileMalformed(let path, let line, let reason):
            "\(path):\(line): \(reason); nothing was imported"
        case .exportNotWritten(let path, let reason):
            "cannot write \(path): \(reason); nothing there was changed"
        }
    }

    /// The films to list under the message: those the person must choose among, or the closest to a film not
    /// found; else none.
    public var candidates: [FilmChoice] {
        switch self {
        case .ambiguousEntry(_, let candidates): candidates
        case .film(let failure): failure.choices
        default: []
        }
    }

    /// A change asked from another feature's screen that could not be made, as one line.
    public var notChangedDescription: String { "The watchlist was not changed: \(description)" }
}

/// Why the watchlist could not be read or changed, in words a person can act on.
public enum WatchlistError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file exists but is not a watchlist; it was moved aside to `keptAt`, nothing was lost.
    case unreadable(path: String, reason: String, keptAt: String)
    /// The file or its folder cannot be written.
    case cannotWrite(path: String, reason: String)
    /// The film named is not on the watchlist.
    case notListed(String)
    /// Several listed films match; the person must choose.
    case ambiguous(String, candidates: [FilmSummary])
    /// The film to add could not be found or the catalogue failed.
    case lookupFailed(String)

    /// What went wrong and what to do.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason, let keptAt):
            "the watchlist \(path) cannot be read (\(reason)); it was kept as \(keptAt) and a new, empty watchlist "
                + "will be started. Restore entries from the kept file if you need them."
        case .cannotWrite(let path, let reason):
            "cannot write the watchlist \(path): \(reason); check the folder's permissions or set XDG_DATA_HOME"
        case .notListed(let text):
            text
        case .ambiguous(let text, _):
            text
        case .lookupFailed(let text):
            text
        }
    }
}

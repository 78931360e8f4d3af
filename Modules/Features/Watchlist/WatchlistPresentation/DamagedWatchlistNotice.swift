import WatchlistDomain

/// How an entry of the watchlist file that cannot be read is named to the person: where it is, what is wrong,
/// and that nothing was lost.
public enum DamagedWatchlistNotice {
    /// One line of standard error for `entry` of the file at `path` (no line break).
    public static func text(path: String, entry: DamagedWatchlistEntry) -> String {
        "warning: \(path), entry \(entry.position): \(entry.reason); the rest of the watchlist is read, and this "
            + "entry is kept in the file as it is until you fix or remove it"
    }

    /// What the watchlist's data layer is given to report damaged entries: each one's text goes to `say`, with a
    /// key (`<path>#<position>`) that names the entry, so the caller can say each once.
    public static func reporter(
        say: @escaping @Sendable (_ text: String, _ key: String) -> Void
    ) -> @Sendable (String, [DamagedWatchlistEntry]) -> Void {
        { path, entries in
            for entry in entries { say(text(path: path, entry: entry), "\(path)#\(entry.position)") }
        }
    }
}

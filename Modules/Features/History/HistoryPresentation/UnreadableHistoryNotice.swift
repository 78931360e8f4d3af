import HistoryDomainApi

/// How a list says that the history behind its marks cannot be read at all (a folder where the file should be,
/// a file without read permission): the list is shown unmarked, and one warning names the file and what to do.
public enum UnreadableHistoryNotice {
    /// One line of standard error for `error` (no line break).
    public static func text(for error: HistoryError) -> String {
        let prefix = "it cannot be read: "
        switch error {
        case .unreadable(let path, let reason), .cannotWrite(let path, let reason):
            let why = reason.hasPrefix(prefix) ? String(reason.dropFirst(prefix.count)) : reason
            return "warning: your film history \(path) cannot be read (\(why)), so no film is marked as seen: "
                + "make it a file you can read, or move it away to start a new history"
        default:
            return "warning: no film is marked as seen: \(error)"
        }
    }

    /// What the history's queries are given to report it: the text goes to `say`, with a key that names the
    /// file (`unreadable:<path>`), so the caller can say it once.
    public static func reporter(
        say: @escaping @Sendable (_ text: String, _ key: String) -> Void
    ) -> @Sendable (HistoryError) -> Void {
        { error in
            let key: String
            switch error {
            case .unreadable(let path, _), .cannotWrite(let path, _): key = "unreadable:\(path)"
            default: key = "unreadable"
            }
            say(text(for: error), key)
        }
    }
}

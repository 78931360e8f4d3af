import HistoryDomain

/// How a line of the history file that cannot be read is named to the person: where it is, what is wrong, and
/// that nothing was lost.
public enum DamagedHistoryNotice {
    /// One line of standard error for `line` of the file at `path` (no line break; the bytes are never shown).
    public static func text(path: String, line: DamagedHistoryLine) -> String {
        "warning: \(path), line \(line.line): \(line.reason); the rest of the history is read, and this line is "
            + "kept in the file as it is until you fix or remove it"
    }

    /// What the history's data layer is given to report damaged lines: each one's text goes to `say`, with a key
    /// (`<path>:<line>`) that names the line, so the caller can say each once.
    public static func reporter(
        say: @escaping @Sendable (_ text: String, _ key: String) -> Void
    ) -> @Sendable (String, [DamagedHistoryLine]) -> Void {
        { path, lines in
            for line in lines { say(text(path: path, line: line), "\(path):\(line.line)") }
        }
    }
}

/// How a command ended, as the process exit code scripts rely on.
public enum ExitStatus: Int32, Sendable {
    /// It worked (an empty search result included).
    case success = 0
    /// It could not be done: not found, network, unreadable file.
    case failure = 1
    /// The command line was wrong.
    case usage = 2
}

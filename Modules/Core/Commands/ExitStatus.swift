/// How a command ended, as the process exit status scripts rely on: the same for every program built on the
/// kit (movieland and forge).
public enum ExitStatus: Int32, Sendable {
    /// It worked (an empty search result included).
    case success = 0
    /// It could not be done: not found, network, unreadable file, invalid manifests, lint violations.
    case failure = 1
    /// The command line (or the configuration it runs with) was wrong.
    case usage = 2
}

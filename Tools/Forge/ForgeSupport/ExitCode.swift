/// The tool's exit codes: the same for every command, so CI scripts can rely on them.
public enum ExitCode: Int32, Sendable {
    /// Everything is fine.
    case success = 0
    /// The manifests are invalid or `Package.swift` is stale (or, for lint, violations were found).
    case failure = 1
    /// The command line itself was wrong.
    case usage = 2
}

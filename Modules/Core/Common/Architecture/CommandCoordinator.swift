import Commands

/// A feature's entry point on the command line: the commands it adds, and running one of them.
///
/// The App composes the command tree from every feature's `commands` and hands each parsed command
/// to the feature that declared it, so it never needs a feature's Domain types.
@MainActor
public protocol CommandCoordinator: Coordinator {
    /// The top-level commands this feature owns (`search`, `detail`, ...).
    static var commands: [CommandSpec] { get }

    /// Runs a parsed command whose first path element is one of `commands`.
    func run(_ command: ParsedCommand) async -> ExitStatus
}

/// A mistake in a command line that only the feature can see (say, `--year` together with `--from`).
public struct CommandLineMistake: Error, Sendable {
    public let message: String
    /// The command whose help explains it, e.g. "movieland search".
    public let command: String

    public init(_ message: String, command: String) {
        self.message = message
        self.command = command
    }

    /// The two lines to print on standard error.
    public var text: String { "movieland: \(message)\nRun '\(command) --help' for usage." }
}

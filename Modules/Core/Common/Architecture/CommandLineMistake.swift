/// A mistake in a command line that only the feature can see (say, `--year` together with `--from`).
public struct CommandLineMistake: Error, Sendable {
    /// What is wrong, e.g. "--year cannot be used with --from".
    public let message: String
    /// The command whose help explains it, e.g. "movieland search".
    let command: String

    /// A mistake described by `message`, explained by the help of `command` (e.g. "movieland search").
    public init(_ message: String, command: String) {
        self.message = message
        self.command = command
    }

    /// The two lines to print on standard error.
    public var text: String { "movieland: \(message)\nRun '\(command) --help' for usage." }
}

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

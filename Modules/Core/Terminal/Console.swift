import DesignSystem
import FoundationEssentials
import PlainText
import SystemIO

/// Where views write: standard output for results, standard error for messages, with the
/// colour and width decided once for the run.
public final class Console: @unchecked Sendable {
    let environment: TerminalEnvironment
    /// The program's name, which starts every failure it reports (`movieland: ...`).
    public let programName: String
    /// Styles text for this console: colours only when colour is enabled.
    public let painter: Painter
    private let writeOutput: @Sendable (String) -> Void
    private let writeError: @Sendable (String) -> Void

    /// A console of `programName` for `environment` writing to `output` and `error` (buffers in tests).
    public init(
        programName: String, environment: TerminalEnvironment, output: @escaping @Sendable (String) -> Void,
        error: @escaping @Sendable (String) -> Void
    ) {
        self.programName = programName
        self.environment = environment
        self.painter = Painter(colorEnabled: environment.colorEnabled)
        self.writeOutput = output
        self.writeError = error
    }

    /// The process's standard streams, for `programName`.
    public static func standard(programName: String, color: ColorChoice) -> Console {
        Console(
            programName: programName, environment: .current(choice: color),
            output: { try? FileDescriptor.standardOutput.write($0.utf8) },
            error: { try? FileDescriptor.standardError.write($0.utf8) })
    }

    /// Columns available for output.
    public var width: Int { environment.width }

    /// Writes `text` to standard output as is.
    public func write(_ text: String) { writeOutput(text) }

    /// Writes `text` to standard error as is: progress drawn with its own control sequences.
    public func writeProgress(_ text: String) { writeError(text) }

    /// Writes a line to standard error, sanitised.
    public func writeError(_ line: String) { writeError(TextSanitizer.sanitize(line, keepNewlines: true) + "\n") }

    /// Reports a failure on standard error as the program's own line: `movieland: <message>`, sanitised.
    public func writeFailure(_ message: String) {
        writeError(TextSanitizer.sanitize(Self.failureLine(message, program: programName), keepNewlines: true) + "\n")
    }

    /// A failure as `program` reports it: `movieland: <message>`. The one place the prefix is written.
    public static func failureLine(_ message: String, program: String) -> String { "\(program): \(message)" }
}

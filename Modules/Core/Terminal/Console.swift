import DesignSystem
import Foundation

/// Where views write: standard output for results, standard error for messages, with the
/// colour and width decided once for the run.
public final class Console: @unchecked Sendable {
    let environment: TerminalEnvironment
    /// Styles text for this console: colours only when colour is enabled.
    public let painter: Painter
    private let writeOutput: @Sendable (String) -> Void
    private let writeError: @Sendable (String) -> Void

    /// A console for `environment` writing to `output` and `error` (buffers in tests).
    public init(
        environment: TerminalEnvironment, output: @escaping @Sendable (String) -> Void,
        error: @escaping @Sendable (String) -> Void
    ) {
        self.environment = environment
        self.painter = Painter(colorEnabled: environment.colorEnabled)
        self.writeOutput = output
        self.writeError = error
    }

    /// The process's standard streams.
    public static func standard(color: ColorChoice) -> Console {
        Console(
            environment: .current(choice: color),
            output: { FileHandle.standardOutput.write(Data($0.utf8)) },
            error: { FileHandle.standardError.write(Data($0.utf8)) })
    }

    /// Columns available for output.
    public var width: Int { environment.width }

    /// Writes `text` to standard output as is.
    public func write(_ text: String) { writeOutput(text) }

    /// Writes a line to standard error, sanitised.
    public func writeError(_ line: String) { writeError(TextSanitizer.sanitize(line, keepNewlines: true) + "\n") }
}

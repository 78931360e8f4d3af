import Commands
import ForgeSupport
import Foundation

/// The `forge` command line: parses the subcommand and its options and runs it.
public struct ForgeProgram {
    /// The tool's version, printed by `forge --version`.
    static let version = "0.1.0"

    private let arguments: [String]
    private let currentDirectory: URL
    private let output: any TextOutput
    private let errors: any TextOutput

    /// A command line that writes to the process's standard output and standard error.
    /// - Parameters:
    ///   - arguments: The arguments after the program name.
    ///   - currentDirectory: The folder relative paths are resolved against.
    public init(arguments: [String], currentDirectory: URL) {
        self.init(
            arguments: arguments, currentDirectory: currentDirectory, output: StandardStream.output,
            errors: StandardStream.error)
    }

    /// A command line that writes to `output` and `errors` (buffers in tests).
    init(arguments: [String], currentDirectory: URL, output: any TextOutput, errors: any TextOutput) {
        self.arguments = arguments
        self.currentDirectory = currentDirectory
        self.output = output
        self.errors = errors
    }

    /// Runs the command line and returns the process exit code.
    public func run() -> ExitStatus {
        Self.commandLine.run(arguments, currentDirectory: currentDirectory, output: output, errors: errors)
    }
}

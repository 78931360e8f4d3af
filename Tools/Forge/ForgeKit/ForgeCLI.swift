import Commands
import ForgeSupport
import Foundation

/// The `forge` command line: parses the subcommand and its options and runs it.
public struct ForgeCLI {
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
        let parser = CommandLineParser(root: Self.rootCommand, version: Self.version)
        guard !arguments.isEmpty else {
            // `forge` alone is a mistake: the help, on standard error.
            if case .help(let text)? = try? parser.parse(["--help"]) { errors.write(text) }
            return .usage
        }
        do throws(UsageError) {
            let command: ParsedCommand
            switch try parser.request(for: arguments, manual: Self.manual) {
            case .print(let text):
                output.write(text)
                return .success
            case .run(let parsed):
                command = parsed
            }
            guard let subcommand = Self.commands.first(where: { $0.name == command.path.first }) else {
                // The parser only accepts declared commands; this names one it accepted but forge cannot run.
                throw UsageError(
                    "no command to run for '\(command.path.joined(separator: " "))'", invocation: "forge")
            }
            let root =
                command[ForgeOptions.root].map { URL(fileURLWithPath: $0, relativeTo: currentDirectory) }
                ?? currentDirectory
            return try subcommand.run(command, root.standardizedFileURL, output, errors)
        } catch {
            errors.line("forge: \(error.message)")
            errors.line(error.hint)
            return .usage
        }
    }
}

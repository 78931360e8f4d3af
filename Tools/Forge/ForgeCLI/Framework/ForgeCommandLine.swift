import Commands
import ForgeSupport
import Foundation

/// A forge command line over a set of subcommands: parses the arguments, answers `--help`, `--version`,
/// `completion` and `manual`, and runs the subcommand named. forge's entry point gives it every command; a
/// module's tests give it only the commands they exercise.
package struct ForgeCommandLine: Sendable {
    package let commands: [ForgeSubcommand]
    package let root: CommandSpec
    package let version: String
    private let manual: @Sendable (CommandSpec) -> ManualPage

    /// - Parameters:
    ///   - commands: The subcommands, in the order `--help` lists them.
    ///   - summary: What the program does, for `--help`.
    ///   - discussion: The exit codes and anything else `--help` ends with.
    ///   - manual: The manual page of the program whose command tree is given.
    package init(
        commands: [ForgeSubcommand], version: String, summary: String, discussion: String? = nil,
        manual: @escaping @Sendable (CommandSpec) -> ManualPage
    ) {
        self.commands = commands
        self.version = version
        self.manual = manual
        root = CommandSpec(
            "forge", summary: summary,
            subcommands: commands.map(\.spec) + DocumentationCommands.specs(program: "forge"), discussion: discussion)
    }

    /// Runs `arguments` (after the program name) in `currentDirectory` and returns the exit status.
    package func run(
        _ arguments: [String], currentDirectory: URL, output: any TextOutput, errors: any TextOutput
    ) -> ExitStatus {
        let parser = CommandLineParser(root: root, version: version)
        guard !arguments.isEmpty else {
            // `forge` alone is a mistake: the help, on standard error.
            if case .help(let text)? = try? parser.parse(["--help"]) { errors.write(text) }
            return .usage
        }
        do throws(UsageError) {
            let command: ParsedCommand
            switch try parser.request(for: arguments, manual: manual(root)) {
            case .print(let text):
                output.write(text)
                return .success
            case .run(let parsed):
                command = parsed
            }
            guard let subcommand = commands.first(where: { $0.name == command.path.first }) else {
                // The parser only accepts declared commands; this names one it accepted but forge cannot run.
                throw UsageError(
                    "no command to run for '\(command.path.joined(separator: " "))'", invocation: "forge")
            }
            let folder =
                command[ForgeSubcommand.root].map { URL(fileURLWithPath: $0, relativeTo: currentDirectory) }
                ?? currentDirectory
            let context = CommandContext(root: folder.standardizedFileURL, output: output, errors: errors)
            return try subcommand.run(command, context)
        } catch {
            errors.line("forge: \(error.message)")
            errors.line(error.hint)
            return .usage
        }
    }
}

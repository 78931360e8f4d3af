import Foundation

/// The `forge` command line: parses the subcommand and its options and runs it.
public struct ForgeCLI {
    /// The tool's version, printed by `forge --version`.
    static let version = "0.1.0"

    private let arguments: [String]
    private let currentDirectory: URL
    private let output: any TextOutput
    private let errors: any TextOutput

    /// A subcommand: its name, what it does and the options it takes.
    struct Command: Sendable {
        let name: String
        let summary: String
        let options: [CommandLineArguments.Option]
        let run: @Sendable (CommandLineArguments, URL, any TextOutput, any TextOutput) throws(UsageError) -> ExitCode
    }

    static let rootOption = CommandLineArguments.Option.value(
        "--root", "path", "the repository root (default: the current folder)")

    /// The `--platform` values, each a platform forge knows.
    private static func platforms(
        _ arguments: CommandLineArguments, command: String
    ) throws(UsageError)
        -> [BuildPlatform]
    {
        var platforms: [BuildPlatform] = []
        for name in arguments.allValues("--platform") {
            guard let platform = BuildPlatform.named(name) else {
                throw UsageError(
                    message: "unknown platform '\(name)'; platforms are "
                        + BuildPlatform.all.map(\.name).joined(separator: ", "), command: command)
            }
            platforms.append(platform)
        }
        return platforms
    }

    static let commands: [Command] = [
        Command(
            name: "generate", summary: "write Package.swift from Manifest/ (only when it changes)",
            options: [
                .flag("--check", "write nothing; exit 1 and name the modules that differ when it is stale"),
                .flag("--force", "replace a Package.swift that forge did not write"), rootOption,
            ],
            run: { arguments, root, output, errors in
                let command = GenerateCommand(root: root, output: output, errors: errors)
                return arguments.has("--check") ? command.check() : command.generate(force: arguments.has("--force"))
            }),
        Command(
            name: "adopt",
            summary:
                "turn an existing Package.swift into Manifest/, regenerate it, and verify SwiftPM sees the same package",
            options: [.flag("--force", "replace an existing Manifest/ (restored if adoption fails)"), rootOption],
            run: { arguments, root, output, errors in
                AdoptCommand(root: root, output: output, errors: errors).run(force: arguments.has("--force"))
            }),
        Command(
            name: "validate", summary: "check Manifest/ and report every problem, writing nothing",
            options: [rootOption],
            run: { _, root, output, errors in GenerateCommand(root: root, output: output, errors: errors).validate() }),
        Command(
            name: "lint", summary: "check the module graph against Manifest/rules.json and the sources' imports",
            options: [
                .value(
                    "--format", "text|json|github",
                    "compiler-style lines (default), versioned JSON, or GitHub annotations"),
                .value(
                    "--platform", "name",
                    "check imports for this platform only, repeatable (default: linux and the package's platforms)"),
                rootOption,
            ],
            run: { arguments, root, output, errors throws(UsageError) in
                let name = arguments.value("--format") ?? "text"
                guard let format = LintCommand.Format(rawValue: name) else {
                    let suggestion = Suggestions.closest(to: name, in: LintCommand.Format.allCases.map(\.rawValue))
                    throw UsageError(
                        message: "invalid --format '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
                            + " (text, json or github)", command: "lint")
                }
                let platforms = try Self.platforms(arguments, command: "lint")
                return LintCommand(
                    root: root, format: format, platforms: platforms.isEmpty ? nil : platforms, output: output,
                    errors: errors
                ).run()
            }),
        Command(
            name: "imports", summary: "print the imports forge reads in Swift files, and where each is compiled",
            options: [
                .value(
                    "--platform", "name",
                    "a platform to evaluate #if for, repeatable: "
                        + BuildPlatform.all.map(\.name).joined(separator: ", ") + " (default: this machine's)"),
                .value("--define", "name", "a compilation condition set with -D, repeatable"),
                .value("--can-import", "module", "a module canImport finds besides the platform's own, repeatable"),
                .value("--format", "text|json", "the output format (default text)"),
            ],
            run: { arguments, folder, output, errors throws(UsageError) in
                guard !arguments.positionals.isEmpty else {
                    throw UsageError(
                        message: "usage: forge imports <file or folder>... [--platform name]... [--format json]",
                        command: "imports")
                }
                let platforms = try Self.platforms(arguments, command: "imports")
                let formatName = arguments.value("--format") ?? "text"
                guard let format = ImportsCommand.Format(rawValue: formatName) else {
                    throw UsageError(message: "invalid --format '\(formatName)'; use text or json", command: "imports")
                }
                return ImportsCommand(currentDirectory: folder, output: output, errors: errors).run(
                    paths: arguments.positionals, platforms: platforms.isEmpty ? [.host] : platforms,
                    defines: arguments.allValues("--define"), canImport: arguments.allValues("--can-import"),
                    format: format)
            }),
        Command(
            name: "affected", summary: "list the modules (or test targets) a change since a git revision affects",
            options: [
                .value("--base", "rev", "the revision to compare with (committed and uncommitted changes count)"),
                .flag("--tests", "print test target names instead of modules"),
                .flag("--json", "print JSON: changed files, modules and tests"),
                .value("--shard", "K/N", "with --tests or --json: only the K-th of N shards, balanced by test files"),
                .value(
                    "--durations", "file",
                    "with --shard: balance by the seconds per test target in this JSON file (relative to --root)"),
                rootOption,
            ],
            run: { arguments, root, output, errors throws(UsageError) in
                guard let base = arguments.value("--base") else {
                    throw UsageError(message: "affected needs --base <git revision>", command: "affected")
                }
                var shard: TestShards.Selection?
                if let text = arguments.value("--shard") {
                    guard let selection = TestShards.Selection(text) else {
                        throw UsageError(
                            message: "invalid --shard '\(text)': expected K/N with 1 <= K <= N, such as 2/3",
                            command: "affected")
                    }
                    guard arguments.has("--tests") || arguments.has("--json") else {
                        throw UsageError(message: "--shard splits test targets; add --tests", command: "affected")
                    }
                    shard = selection
                }
                if arguments.value("--durations") != nil, shard == nil {
                    throw UsageError(message: "--durations weighs shards; add --shard K/N", command: "affected")
                }
                return AffectedCommand(root: root, output: output, errors: errors).run(
                    base: base, tests: arguments.has("--tests"), json: arguments.has("--json"), shard: shard,
                    durationsFile: arguments.value("--durations"))
            }),
        Command(
            name: "scaffold", summary: "create a complete feature: scaffold feature <Name> [--dry-run]",
            options: [.flag("--dry-run", "list what would be created and changed, and write nothing"), rootOption],
            run: { arguments, root, output, errors throws(UsageError) in
                guard arguments.positionals.first == "feature", arguments.positionals.count == 2 else {
                    throw UsageError(message: "usage: forge scaffold feature <Name> [--dry-run]", command: "scaffold")
                }
                return ScaffoldCommand(root: root, output: output, errors: errors)
                    .run(name: arguments.positionals[1], dryRun: arguments.has("--dry-run"))
            }),
        Command(
            name: "graph", summary: "export the module graph (violations in red), or keep the READMEs' diagram current",
            options: [
                .value("--format", "dot|mermaid|json", "the output format (default dot)"),
                .value("--focus", "module", "only this module and its neighbours"),
                .value("--depth", "n", "with --focus: how many steps out (default 1)"),
                .value("--feature", "name", "only this feature's modules and what they touch"),
                .flag("--collapse", "one node per feature"),
                .flag("--tests", "include test targets and test-support modules"),
                .value("--output", "file", "write to a file instead of standard output"),
                .flag("--update-readme", "rewrite the diagram between the forge:graph markers of the READMEs"),
                .flag("--check-readme", "exit 1 when a README's diagram is stale"),
                rootOption,
            ],
            run: { arguments, root, output, errors throws(UsageError) in
                let command = GraphCommand(root: root, output: output, errors: errors)
                if arguments.has("--update-readme") || arguments.has("--check-readme") {
                    return command.readme(check: arguments.has("--check-readme"))
                }
                let name = arguments.value("--format") ?? "dot"
                guard let format = GraphRenderer.Format(rawValue: name) else {
                    throw UsageError(message: "invalid --format '\(name)' (dot, mermaid or json)", command: "graph")
                }
                var options = ModuleGraph.Options()
                options.focus = arguments.value("--focus")
                options.feature = arguments.value("--feature")
                options.collapsed = arguments.has("--collapse")
                options.includeTests = arguments.has("--tests")
                if let depth = arguments.value("--depth") {
                    guard let value = Int(depth), value >= 0 else {
                        throw UsageError(
                            message: "invalid --depth '\(depth)': expected a whole number", command: "graph")
                    }
                    options.depth = value
                }
                return command.run(format: format, options: options, outputFile: arguments.value("--output"))
            }),
    ]

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
    public func run() -> ExitCode {
        guard let name = arguments.first else {
            errors.write(Self.help)
            return .usage
        }
        switch name {
        case "-h", "--help", "help":
            if arguments.count > 1, let command = Self.commands.first(where: { $0.name == arguments[1] }) {
                output.write(Self.help(for: command))
            } else {
                output.write(Self.help)
            }
            return .success
        case "--version":
            output.line("forge \(Self.version)")
            return .success
        default:
            break
        }
        guard let command = Self.commands.first(where: { $0.name == name }) else {
            let suggestion = Suggestions.closest(to: name, in: Self.commands.map(\.name))
            return usageFailure(
                UsageError(
                    message: "unknown command '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                    command: nil))
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            output.write(Self.help(for: command))
            return .success
        }
        do throws(UsageError) {
            let parsed = try CommandLineArguments(rest, options: command.options, command: command.name)
            if !["scaffold", "imports"].contains(command.name), let extra = parsed.positionals.first {
                throw UsageError(message: "unexpected argument '\(extra)' for '\(command.name)'", command: command.name)
            }
            let root =
                parsed.value("--root").map { URL(fileURLWithPath: $0, relativeTo: currentDirectory) }
                ?? currentDirectory
            return try command.run(parsed, root.standardizedFileURL, output, errors)
        } catch {
            return usageFailure(error)
        }
    }

    private func usageFailure(_ error: UsageError) -> ExitCode {
        errors.line("forge: \(error.message)")
        errors.line("Run 'forge \(error.command.map { "\($0) " } ?? "")--help' for usage.")
        return .usage
    }

    static var help: String {
        var text = """
            forge \(version): generates and checks the Movieland package from Manifest/.

            Usage: forge <command> [options]

            Commands:

            """
        let width = commands.map(\.name.count).max() ?? 0
        for command in commands {
            text += "  \(command.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(command.summary)\n"
        }
        text += """

            Run 'forge <command> --help' for a command's options.
            Exit codes: 0 success, 1 invalid manifests, stale Package.swift or lint violations,
            2 usage error (for lint: also invalid manifests or rules).

            """
        return text
    }

    static func help(for command: Command) -> String {
        let synopsis = command.options.map { "[\($0.name)\($0.valueName.map { " <\($0)>" } ?? "")]" }
        var text =
            "Usage: forge \(command.name) \(synopsis.joined(separator: " "))\n\n\(command.summary.prefix(1).uppercased() + command.summary.dropFirst()).\n\nOptions:\n"
        let labels = command.options.map { "\($0.name)\($0.valueName.map { " <\($0)>" } ?? "")" } + ["-h, --help"]
        let width = labels.map(\.count).max() ?? 0
        for (label, help) in zip(labels, command.options.map(\.help) + ["show this help"]) {
            text += "  \(label.padding(toLength: width, withPad: " ", startingAt: 0))  \(help)\n"
        }
        return text
    }
}

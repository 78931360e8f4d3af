import Commands
import ForgeAdopt
import ForgeAffected
import ForgeGenerate
import ForgeGraphExport
import ForgeHash
import ForgeLint
import ForgeManifest
import ForgeScaffold
import ForgeSupport
import ForgeSwiftSource
import ForgeTest
import Foundation

/// forge's commands: what each accepts (for the parser, `--help`, the completions and the manual page) and
/// what it runs.
extension ForgeCLI {
    /// A subcommand: what it accepts, and what it does with a parsed command line and the repository root.
    struct Command: Sendable {
        let spec: CommandSpec
        let run: @Sendable (ParsedCommand, URL, any TextOutput, any TextOutput) throws(UsageError) -> ExitCode

        var name: String { spec.name }
    }

    static let rootOption = OptionSpec.option(
        "root", valueName: "path", help: "the repository root (default: the current folder)", completion: .directories)

    private static let platformNames = BuildPlatform.all.map(\.name)

    /// `--shard K/N`, when given and well formed.
    private static func shard(_ command: ParsedCommand, invocation: String) throws(UsageError) -> TestShards.Selection?
    {
        guard let text = command.string("shard") else { return nil }
        guard let shard = TestShards.Selection(text) else {
            throw UsageError(
                "invalid --shard '\(text)': expected K/N with 1 <= K <= N, such as 2/3", invocation: invocation)
        }
        return shard
    }

    /// The `--platform` values; the parser has checked that each names a platform forge knows.
    private static func platforms(_ command: ParsedCommand) -> [BuildPlatform] {
        command.strings("platform").compactMap(BuildPlatform.named)
    }

    static let commands: [Command] = [
        Command(
            spec: CommandSpec(
                "generate", summary: "write Package.swift from Manifest/ (only when it changes)",
                options: [
                    .flag("check", help: "write nothing; exit 1 and name the modules that differ when it is stale"),
                    .flag("force", help: "replace a Package.swift that forge did not write"), rootOption,
                ]),
            run: { command, root, output, errors in
                let generate = GenerateCommand(CommandContext(root: root, output: output, errors: errors))
                return command.flag("check") ? generate.check() : generate.generate(force: command.flag("force"))
            }),
        Command(
            spec: CommandSpec(
                "adopt",
                summary:
                    "turn an existing Package.swift into Manifest/, regenerate it, and verify SwiftPM sees the same package",
                options: [
                    .flag("force", help: "replace an existing Manifest/ (restored if adoption fails)"), rootOption,
                ]),
            run: { command, root, output, errors in
                AdoptCommand(CommandContext(root: root, output: output, errors: errors)).run(
                    force: command.flag("force"))
            }),
        Command(
            spec: CommandSpec(
                "validate", summary: "check Manifest/ and report every problem, writing nothing", options: [rootOption]),
            run: { _, root, output, errors in
                GenerateCommand(CommandContext(root: root, output: output, errors: errors)).validate()
            }),
        Command(
            spec: CommandSpec(
                "lint", summary: "check the module graph against Manifest/rules.json and the sources' imports",
                options: [
                    .option(
                        "format", value: .choice(LintCommand.Format.allCases.map(\.rawValue)), valueName: "format",
                        help: "text: compiler-style lines (default); json: versioned JSON; github: annotations"),
                    .option(
                        "platform", value: .choice(platformNames), valueName: "name",
                        help: "check imports for this platform only (default: linux and the package's platforms)",
                        repeatable: true),
                    .flag(
                        "fix",
                        help: "declare every undeclared import and remove every unused dependency, then regenerate"),
                    .flag("dry-run", help: "with --fix: print the changes as a unified diff and write nothing"),
                    .option(
                        "baseline", valueName: "file", help: "fail only on findings this baseline does not hold",
                        completion: .files),
                    .option(
                        "write-baseline", valueName: "file", help: "record today's findings as a baseline",
                        completion: .files),
                    rootOption,
                ]),
            run: { command, root, output, errors throws(UsageError) in
                let platforms = Self.platforms(command)
                var options = LintCommand.Options()
                options.fix = command.flag("fix")
                options.dryRun = command.flag("dry-run")
                options.baseline = command.string("baseline")
                options.writeBaseline = command.string("write-baseline")
                if options.dryRun, !options.fix {
                    throw UsageError("--dry-run shows what --fix would change; add --fix", invocation: "forge lint")
                }
                if options.baseline != nil, options.writeBaseline != nil {
                    throw UsageError(
                        "--baseline reads a baseline and --write-baseline writes one; give one of them",
                        invocation: "forge lint")
                }
                return LintCommand(
                    CommandContext(root: root, output: output, errors: errors),
                    format: command.string("format").flatMap(LintCommand.Format.init(rawValue:)) ?? .text,
                    platforms: platforms.isEmpty ? nil : platforms, options: options
                ).run()
            }),
        Command(
            spec: CommandSpec(
                "imports", summary: "print the imports forge reads in Swift files, and where each is compiled",
                arguments: [
                    ArgumentSpec("path", help: "a Swift file or a folder of them", isVariadic: true, completion: .files)
                ],
                options: [
                    .option(
                        "platform", value: .choice(platformNames), valueName: "name",
                        help: "a platform to evaluate #if for (default: this machine's)", repeatable: true),
                    .option("define", valueName: "name", help: "a compilation condition set with -D", repeatable: true),
                    .option(
                        "can-import", valueName: "module", help: "a module canImport finds besides the platform's own",
                        repeatable: true),
                    .option(
                        "format", value: .choice(ImportsCommand.Format.allCases.map(\.rawValue)), valueName: "format",
                        help: "the output format (default text)"),
                ]),
            run: { command, folder, output, errors in
                let platforms = Self.platforms(command)
                return ImportsCommand(CommandContext(root: folder, output: output, errors: errors)).run(
                    paths: command.argumentList("path"), platforms: platforms.isEmpty ? [.host] : platforms,
                    defines: command.strings("define"), canImport: command.strings("can-import"),
                    format: command.string("format").flatMap(ImportsCommand.Format.init(rawValue:)) ?? .text)
            }),
        Command(
            spec: CommandSpec(
                "affected", summary: "list the modules (or test targets) a change since a git revision affects",
                options: [
                    .option(
                        "base", valueName: "rev",
                        help: "the revision to compare with (committed and uncommitted changes count)",
                        completion: .shellCommand("git for-each-ref --format='%(refname:short)'")),
                    .flag("tests", help: "print test target names instead of modules"),
                    .flag("json", help: "print JSON: changed files, modules and tests"),
                    .option(
                        "shard", valueName: "K/N",
                        help: "with --tests or --json: only the K-th of N shards, balanced by test files"),
                    .option(
                        "durations", valueName: "file",
                        help:
                            "with --shard: balance by the seconds per test target in this JSON file (relative to --root)",
                        completion: .files),
                    rootOption,
                ]),
            run: { command, root, output, errors throws(UsageError) in
                guard let base = command.string("base") else {
                    throw UsageError("affected needs --base <git revision>", invocation: "forge affected")
                }
                let shard = try Self.shard(command, invocation: "forge affected")
                if shard != nil, !command.flag("tests"), !command.flag("json") {
                    throw UsageError("--shard splits test targets; add --tests", invocation: "forge affected")
                }
                if command.string("durations") != nil, shard == nil {
                    throw UsageError("--durations weighs shards; add --shard K/N", invocation: "forge affected")
                }
                return AffectedCommand(CommandContext(root: root, output: output, errors: errors)).run(
                    base: base, tests: command.flag("tests"), json: command.flag("json"), shard: shard,
                    durationsFile: command.string("durations"))
            }),
        Command(
            spec: CommandSpec(
                "hash",
                summary: "print one content hash per target: its files, declaration, dependencies and toolchain",
                arguments: [
                    ArgumentSpec(
                        "swift-arguments", help: "after --: the arguments forge test would pass to swift",
                        isOptional: true, isVariadic: true)
                ],
                options: [
                    .flag("tests", help: "only test targets"),
                    .option(
                        "format", value: .choice(HashCommand.Format.allCases.map(\.rawValue)), valueName: "format",
                        help: "text: a hash and a name per line (default); json: {\"targets\": [...]}"),
                    rootOption,
                ]),
            run: { command, root, output, errors in
                HashCommand(CommandContext(root: root, output: output, errors: errors)).run(
                    testsOnly: command.flag("tests"),
                    format: command.string("format").flatMap(HashCommand.Format.init(rawValue:)) ?? .text,
                    swiftArguments: command.argumentList("swift-arguments"))
            }),
        Command(
            spec: CommandSpec(
                "test",
                summary:
                    "run only the test targets whose content hash has not passed before, and record those that pass",
                arguments: [
                    ArgumentSpec(
                        "swift-arguments", help: "after --: passed to swift build and swift test", isOptional: true,
                        isVariadic: true)
                ],
                options: [
                    .option(
                        "store", valueName: "path|url",
                        help: "a results folder, or an http(s) cache (default .build/forge/test-results)",
                        completion: .directories),
                    .flag("read-only", help: "use the results, record nothing (pull requests from forks)"),
                    .flag("dry-run", help: "print what would run and what is skipped, and run nothing"),
                    .option(
                        "shard", valueName: "K/N",
                        help: "only the K-th of N balanced shards of what is left to run (a CI matrix)"),
                    .option(
                        "format", value: .choice(TestCommand.Format.allCases.map(\.rawValue)), valueName: "format",
                        help: "text (default); json: {\"run\", \"skipped\", \"failed\"}; github: with ::error lines"),
                    rootOption,
                ]),
            run: { command, root, output, errors throws(UsageError) in
                var options = TestCommand.Options()
                options.store = command.string("store")
                options.readOnly = command.flag("read-only")
                options.dryRun = command.flag("dry-run")
                options.format = command.string("format").flatMap(TestCommand.Format.init(rawValue:)) ?? .text
                options.swiftArguments = command.argumentList("swift-arguments")
                options.shard = try Self.shard(command, invocation: "forge test")
                return TestCommand(CommandContext(root: root, output: output, errors: errors)).run(options)
            }),
        Command(
            spec: CommandSpec(
                "scaffold", summary: "create a complete feature, wired into Manifest/ and the app",
                subcommands: [
                    CommandSpec(
                        "feature", summary: "create the four modules of a feature, its tests and its wiring",
                        arguments: [
                            ArgumentSpec("name", help: "the feature's name in UpperCamelCase, such as Favorites")
                        ],
                        options: [
                            .flag("dry-run", help: "list what would be created and changed, and write nothing"),
                            rootOption,
                        ])
                ]),
            run: { command, root, output, errors in
                ScaffoldCommand(CommandContext(root: root, output: output, errors: errors))
                    .run(name: command.argument("name") ?? "", dryRun: command.flag("dry-run"))
            }),
        Command(
            spec: CommandSpec(
                "graph", summary: "export the module graph (violations in red), or keep the READMEs' diagram current",
                options: [
                    .option(
                        "format", value: .choice(GraphRenderer.Format.allCases.map(\.rawValue)), valueName: "format",
                        help: "the output format (default dot)"),
                    .option("focus", valueName: "module", help: "only this module and its neighbours"),
                    .option(
                        "depth", value: .integer(0...Int.max), valueName: "n",
                        help: "with --focus: how many steps out (default 1)"),
                    .option("feature", valueName: "name", help: "only this feature's modules and what they touch"),
                    .option(
                        "kind", value: .choice(ModuleKind.allCases.map(\.rawValue)), valueName: "kind",
                        help: "only modules of this kind and the edges between them (tool: forge's own)"),
                    .flag("collapse", help: "one node per feature"),
                    .flag("tests", help: "include test targets and test-support modules"),
                    .option(
                        "output", valueName: "file", help: "write to a file instead of standard output",
                        completion: .files),
                    .flag("update-readme", help: "rewrite the diagram between the forge:graph markers of the READMEs"),
                    .flag("check-readme", help: "exit 1 when a README's diagram is stale"),
                    rootOption,
                ]),
            run: { command, root, output, errors in
                let graph = GraphCommand(CommandContext(root: root, output: output, errors: errors))
                if command.flag("update-readme") || command.flag("check-readme") {
                    return graph.readme(check: command.flag("check-readme"))
                }
                var options = ModuleGraph.Options()
                options.focus = command.string("focus")
                options.feature = command.string("feature")
                options.kind = command.string("kind").flatMap(ModuleKind.init(rawValue:))
                options.collapsed = command.flag("collapse")
                options.includeTests = command.flag("tests")
                if let depth = command.integer("depth") { options.depth = depth }
                return graph.run(
                    format: command.string("format").flatMap(GraphRenderer.Format.init(rawValue:)) ?? .dot,
                    options: options, outputFile: command.string("output"))
            }),
    ]

    /// Every command forge accepts, for the parser, `--help`, the completions and the manual page.
    static let rootCommand = CommandSpec(
        "forge", summary: "generate and check a modular Swift package from Manifest/",
        subcommands: commands.map(\.spec) + DocumentationCommands.specs(program: "forge"),
        discussion: """
            Exit codes: 0 success, 1 invalid manifests, stale Package.swift or lint violations,
            2 usage error (for lint: also invalid manifests or rules).
            """)

    /// What `man forge` says beyond the commands and options.
    static var manual: ManualPage {
        ManualPage(
            root: rootCommand, version: version,
            exitStatus: [
                .init("0", "success"),
                .init("1", "invalid manifests, a stale Package.swift or README diagram, lint violations, a failed run"),
                .init("2", "a usage error; for lint also invalid manifests or rules, which stop it from judging"),
            ],
            environment: [.init("SWIFT", "the swift program forge adopt runs for `swift package dump-package`")],
            files: [
                .init("Manifest/*.json", "one manifest per module or feature, and project.json"),
                .init("Manifest/rules.json", "the module-graph rules forge lint enforces"),
                .init("Package.swift", "what forge generate writes; never edited by hand"),
            ],
            seeAlso: ["movieland(1)", "git(1)", "swift(1)"])
    }
}

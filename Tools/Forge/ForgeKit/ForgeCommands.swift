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
        let run: @Sendable (ParsedCommand, URL, any TextOutput, any TextOutput) throws(UsageError) -> ExitStatus

        var name: String { spec.name }
    }

    static let rootOption = ForgeOptions.root.spec

    /// `--shard K/N` (`option`), when given and well formed.
    private static func shard(
        _ option: Option<String?>, of command: ParsedCommand, invocation: String
    ) throws(UsageError) -> TestShards.Selection? {
        guard let text = command[option] else { return nil }
        guard let shard = TestShards.Selection(text) else {
            throw UsageError(
                "invalid --shard '\(text)': expected K/N with 1 <= K <= N, such as 2/3", invocation: invocation)
        }
        return shard
    }

    /// The `--platform` values (`option`); the parser has checked that each names a platform forge knows.
    private static func platforms(_ option: Option<[String]>, of command: ParsedCommand) -> [BuildPlatform] {
        command[option].compactMap(BuildPlatform.named)
    }

    static let commands: [Command] = [
        Command(
            spec: CommandSpec(
                "generate", summary: "write Package.swift from Manifest/ (only when it changes)",
                options: [ForgeOptions.Generate.check.spec, ForgeOptions.Generate.force.spec, rootOption]),
            run: { command, root, output, errors in
                let generate = GenerateCommand(CommandContext(root: root, output: output, errors: errors))
                return command[ForgeOptions.Generate.check]
                    ? generate.check() : generate.generate(force: command[ForgeOptions.Generate.force])
            }),
        Command(
            spec: CommandSpec(
                "adopt",
                summary:
                    "turn an existing Package.swift into Manifest/, regenerate it, and verify SwiftPM sees the same package",
                options: [ForgeOptions.Adopt.force.spec, rootOption]),
            run: { command, root, output, errors in
                AdoptCommand(CommandContext(root: root, output: output, errors: errors)).run(
                    force: command[ForgeOptions.Adopt.force])
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
                    ForgeOptions.Lint.format.spec, ForgeOptions.Lint.platforms.spec, ForgeOptions.Lint.fix.spec,
                    ForgeOptions.Lint.dryRun.spec, ForgeOptions.Lint.baseline.spec,
                    ForgeOptions.Lint.writeBaseline.spec, rootOption,
                ]),
            run: { command, root, output, errors throws(UsageError) in
                let platforms = Self.platforms(ForgeOptions.Lint.platforms, of: command)
                var options = LintCommand.Options()
                options.fix = command[ForgeOptions.Lint.fix]
                options.dryRun = command[ForgeOptions.Lint.dryRun]
                options.baseline = command[ForgeOptions.Lint.baseline]
                options.writeBaseline = command[ForgeOptions.Lint.writeBaseline]
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
                    format: command[ForgeOptions.Lint.format], platforms: platforms.isEmpty ? nil : platforms,
                    options: options
                ).run()
            }),
        Command(
            spec: CommandSpec(
                "imports", summary: "print the imports forge reads in Swift files, and where each is compiled",
                arguments: [
                    ArgumentSpec("path", help: "a Swift file or a folder of them", isVariadic: true, completion: .files)
                ],
                options: [
                    ForgeOptions.Imports.platforms.spec, ForgeOptions.Imports.defines.spec,
                    ForgeOptions.Imports.canImport.spec, ForgeOptions.Imports.format.spec,
                ]),
            run: { command, folder, output, errors in
                let platforms = Self.platforms(ForgeOptions.Imports.platforms, of: command)
                return ImportsCommand(CommandContext(root: folder, output: output, errors: errors)).run(
                    paths: command.argumentList("path"), platforms: platforms.isEmpty ? [.host] : platforms,
                    defines: command[ForgeOptions.Imports.defines], canImport: command[ForgeOptions.Imports.canImport],
                    format: command[ForgeOptions.Imports.format])
            }),
        Command(
            spec: CommandSpec(
                "affected", summary: "list the modules (or test targets) a change since a git revision affects",
                options: [
                    ForgeOptions.Affected.base.spec, ForgeOptions.Affected.tests.spec, ForgeOptions.Affected.json.spec,
                    ForgeOptions.Affected.shard.spec, ForgeOptions.Affected.durations.spec, rootOption,
                ]),
            run: { command, root, output, errors throws(UsageError) in
                guard let base = command[ForgeOptions.Affected.base] else {
                    throw UsageError("affected needs --base <git revision>", invocation: "forge affected")
                }
                let shard = try Self.shard(ForgeOptions.Affected.shard, of: command, invocation: "forge affected")
                let tests = command[ForgeOptions.Affected.tests], json = command[ForgeOptions.Affected.json]
                let durations = command[ForgeOptions.Affected.durations]
                if shard != nil, !tests, !json {
                    throw UsageError("--shard splits test targets; add --tests", invocation: "forge affected")
                }
                if durations != nil, shard == nil {
                    throw UsageError("--durations weighs shards; add --shard K/N", invocation: "forge affected")
                }
                return AffectedCommand(CommandContext(root: root, output: output, errors: errors)).run(
                    base: base, tests: tests, json: json, shard: shard, durationsFile: durations)
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
                options: [ForgeOptions.Hash.tests.spec, ForgeOptions.Hash.format.spec, rootOption]),
            run: { command, root, output, errors in
                HashCommand(CommandContext(root: root, output: output, errors: errors)).run(
                    testsOnly: command[ForgeOptions.Hash.tests], format: command[ForgeOptions.Hash.format],
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
                    ForgeOptions.Test.store.spec, ForgeOptions.Test.readOnly.spec, ForgeOptions.Test.dryRun.spec,
                    ForgeOptions.Test.shard.spec, ForgeOptions.Test.format.spec, rootOption,
                ]),
            run: { command, root, output, errors throws(UsageError) in
                var options = TestCommand.Options()
                options.store = command[ForgeOptions.Test.store]
                options.readOnly = command[ForgeOptions.Test.readOnly]
                options.dryRun = command[ForgeOptions.Test.dryRun]
                options.format = command[ForgeOptions.Test.format]
                options.swiftArguments = command.argumentList("swift-arguments")
                options.shard = try Self.shard(ForgeOptions.Test.shard, of: command, invocation: "forge test")
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
                        options: [ForgeOptions.Scaffold.dryRun.spec, rootOption])
                ]),
            run: { command, root, output, errors in
                ScaffoldCommand(CommandContext(root: root, output: output, errors: errors))
                    .run(name: command.argument("name") ?? "", dryRun: command[ForgeOptions.Scaffold.dryRun])
            }),
        Command(
            spec: CommandSpec(
                "graph", summary: "export the module graph (violations in red), or keep the READMEs' diagram current",
                options: [
                    ForgeOptions.Graph.format.spec, ForgeOptions.Graph.focus.spec, ForgeOptions.Graph.depth.spec,
                    ForgeOptions.Graph.feature.spec, ForgeOptions.Graph.kind.spec, ForgeOptions.Graph.collapse.spec,
                    ForgeOptions.Graph.tests.spec, ForgeOptions.Graph.output.spec, ForgeOptions.Graph.updateReadme.spec,
                    ForgeOptions.Graph.checkReadme.spec, rootOption,
                ]),
            run: { command, root, output, errors in
                let graph = GraphCommand(CommandContext(root: root, output: output, errors: errors))
                if command[ForgeOptions.Graph.updateReadme] || command[ForgeOptions.Graph.checkReadme] {
                    return graph.readme(check: command[ForgeOptions.Graph.checkReadme])
                }
                var options = ModuleGraph.Options()
                options.focus = command[ForgeOptions.Graph.focus]
                options.feature = command[ForgeOptions.Graph.feature]
                options.kind = command[ForgeOptions.Graph.kind]
                options.collapsed = command[ForgeOptions.Graph.collapse]
                options.includeTests = command[ForgeOptions.Graph.tests]
                if let depth = command[ForgeOptions.Graph.depth] { options.depth = depth }
                return graph.run(
                    format: command[ForgeOptions.Graph.format], options: options,
                    outputFile: command[ForgeOptions.Graph.output])
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

import Commands
import ForgeSupport

/// forge's commands, each a file of `Commands/`, in the order `--help` lists them.
extension ForgeProgram {
    static let commands: [ForgeSubcommand] = [
        GenerateCommand.subcommand, AdoptCommand.subcommand, GenerateCommand.validateSubcommand,
        LintCommand.subcommand, ImportsCommand.subcommand, AffectedCommand.subcommand, HashCommand.subcommand,
        TestCommand.subcommand, ScaffoldCommand.subcommand, GraphCommand.subcommand,
    ]

    /// The whole command line: every command, `--help`, `--version`, `completion` and `manual`.
    static let commandLine = ForgeCommandLine(
        commands: commands, version: version, summary: "generate and check a modular Swift package from Manifest/",
        discussion: """
            Exit codes: 0 success, 1 invalid manifests, stale Package.swift or lint violations,
            2 usage error (for lint: also invalid manifests or rules).
            """,
        manual: manual)

    /// What `man forge` says beyond the commands and options.
    @Sendable static func manual(root: CommandSpec) -> ManualPage {
        ManualPage(
            root: root, version: version,
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

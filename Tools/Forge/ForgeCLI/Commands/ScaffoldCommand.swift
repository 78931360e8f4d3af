import Commands
import ForgeScaffolding
import ForgeSupport

/// `forge scaffold feature` on the command line.
enum ScaffoldCommand {
    enum Arguments {
        static let dryRun = Option.flag("dry-run", help: "list what would be created and changed, and write nothing")
    }

    /// `forge scaffold feature <Name> [--dry-run]`.
    static let subcommand = ForgeSubcommand(
        CommandSpec(
            "scaffold", summary: "create a complete feature, wired into Manifest/ and the app",
            subcommands: [
                CommandSpec(
                    "feature", summary: "create the four modules of a feature, its tests and its wiring",
                    arguments: [ArgumentSpec("name", help: "the feature's name in UpperCamelCase, such as Favorites")],
                    options: [Arguments.dryRun.spec, ForgeSubcommand.root.spec])
            ])
    ) { command, context in
        let scaffolding = Scaffolding(root: context.root)
        let name = command.argument("name") ?? ""
        let report = command[Arguments.dryRun] ? scaffolding.plan(name: name) : scaffolding.scaffold(name: name)
        report.write(to: context.output, errors: context.errors)
        return exitStatus(of: report.outcome)
    }

    /// Success when the feature was planned or created; a usage error when the name cannot make one.
    static func exitStatus(of outcome: ScaffoldReport.Outcome) -> ExitStatus {
        switch outcome {
        case .planned, .created: .success
        case .refused: .usage
        case .invalidManifests, .notWritten, .notGenerated: .failure
        }
    }
}

import Commands
import ForgeDiagnostics
import ForgeGenerator
import ForgeGraph
import ForgeManifest
import ForgeScaffolding
import ForgeSupport
import Foundation

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
        Scaffolding(context).run(name: command.argument("name") ?? "", dryRun: command[Arguments.dryRun])
    }
}

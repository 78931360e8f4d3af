import Commands
import ForgeAdoption
import ForgeDiagnostics
import ForgeGenerator
import ForgeManifest
import ForgeSupport
import ForgeSwiftPM
import Foundation

/// `forge adopt` on the command line.
enum AdoptCommand {
    enum Arguments {
        static let force = Option.flag("force", help: "replace an existing Manifest/ (restored if adoption fails)")
    }

    /// `forge adopt [--force]`.
    static let subcommand = ForgeSubcommand(
        CommandSpec(
            "adopt",
            summary:
                "turn an existing Package.swift into Manifest/, regenerate it, and verify SwiftPM sees the same package",
            options: [Arguments.force.spec, ForgeSubcommand.root.spec])
    ) { command, context in
        Adoption(context).run(force: command[Arguments.force])
    }
}

import Commands
import ForgeSupport

/// `forge adopt` on the command line.
extension AdoptCommand {
    enum Arguments {
        static let force = Option.flag("force", help: "replace an existing Manifest/ (restored if adoption fails)")
    }

    /// `forge adopt [--force]`.
    package static let subcommand = ForgeSubcommand(
        CommandSpec(
            "adopt",
            summary:
                "turn an existing Package.swift into Manifest/, regenerate it, and verify SwiftPM sees the same package",
            options: [Arguments.force.spec, ForgeSubcommand.root.spec])
    ) { command, context in
        AdoptCommand(context).run(force: command[Arguments.force])
    }
}

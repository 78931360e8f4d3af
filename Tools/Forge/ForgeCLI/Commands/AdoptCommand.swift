import Commands
import ForgeAdoption
import ForgeSupport

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
        let report = Adoption(root: context.root).adopt(force: command[Arguments.force])
        report.write(to: context.output, errors: context.errors)
        guard case .success = report.outcome else { return .failure }
        return .success
    }
}

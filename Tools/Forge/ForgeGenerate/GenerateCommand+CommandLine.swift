import Commands
import ForgeSupport

/// `forge generate` and `forge validate` on the command line.
extension GenerateCommand {
    enum Arguments {
        static let check = Option.flag(
            "check", help: "write nothing; exit 1 and name the modules that differ when it is stale")
        static let force = Option.flag("force", help: "replace a Package.swift that forge did not write")
    }

    /// `forge generate [--check] [--force]`.
    package static let subcommand = ForgeSubcommand(
        CommandSpec(
            "generate", summary: "write Package.swift from Manifest/ (only when it changes)",
            options: [Arguments.check.spec, Arguments.force.spec, ForgeSubcommand.root.spec])
    ) { command, context in
        let generate = GenerateCommand(context)
        return command[Arguments.check] ? generate.check() : generate.generate(force: command[Arguments.force])
    }

    /// `forge validate`.
    package static let validateSubcommand = ForgeSubcommand(
        CommandSpec(
            "validate", summary: "check Manifest/ and report every problem, writing nothing",
            options: [ForgeSubcommand.root.spec])
    ) { _, context in
        GenerateCommand(context).validate()
    }
}

import Commands
import ForgeGenerator
import ForgeSupport

/// `forge generate [--check]` and `forge validate`: the command line over `PackageGeneration`.
package struct GenerateCommand: ForgeCommand {
    package let context: CommandContext

    package init(_ context: CommandContext) {
        self.context = context
    }

    private var generation: PackageGeneration { PackageGeneration(context) }

    /// Writes `Package.swift` when its content changes; never when the manifests are invalid, and never
    /// over a `Package.swift` forge did not write unless `force` is set.
    package func generate(force: Bool = false) -> ExitStatus { generation.generate(force: force) ? .success : .failure }

    /// Exits 1 and names the modules that differ when `Package.swift` is not what the manifests produce.
    package func check() -> ExitStatus { generation.check() ? .success : .failure }

    /// `forge validate`: every check, nothing written.
    package func validate() -> ExitStatus { generation.validate() ? .success : .failure }
}

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

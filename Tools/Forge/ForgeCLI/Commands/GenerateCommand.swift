import Commands
import ForgeGenerator
import ForgeSupport

/// `forge generate [--check] [--force]` and `forge validate`: the command line over `PackageGeneration`.
enum GenerateCommand {
    enum Arguments {
        static let check = Option.flag(
            "check", help: "write nothing; exit 1 and name the modules that differ when it is stale")
        static let force = Option.flag("force", help: "replace a Package.swift that forge did not write")
    }

    /// `forge generate [--check] [--force]`: writes `Package.swift` when its content changes (never when the
    /// manifests are invalid, never over one forge did not write unless forced), or with `--check` exits 1 and
    /// names the modules that differ.
    static let subcommand = ForgeSubcommand(
        CommandSpec(
            "generate", summary: "write Package.swift from Manifest/ (only when it changes)",
            options: [Arguments.check.spec, Arguments.force.spec, ForgeSubcommand.root.spec])
    ) { command, context in
        let generation = PackageGeneration(root: context.root)
        if command[Arguments.check] {
            let report = generation.check()
            report.write(to: context.output, errors: context.errors)
            return report.isCurrent ? .success : .failure
        }
        let report = generation.generate(force: command[Arguments.force])
        report.write(to: context.output, errors: context.errors)
        return report.succeeded ? .success : .failure
    }

    /// `forge validate`: every check, nothing written.
    static let validateSubcommand = ForgeSubcommand(
        CommandSpec(
            "validate", summary: "check Manifest/ and report every problem, writing nothing",
            options: [ForgeSubcommand.root.spec])
    ) { _, context in
        let report = PackageGeneration(root: context.root).validate()
        report.write(to: context.output, errors: context.errors)
        return report.isValid ? .success : .failure
    }
}

import Commands
import ForgeDiagnostics
import ForgeLinter
import ForgeManifest
import ForgeSupport
import ForgeSwiftSource
import Foundation

/// `forge lint` on the command line.
enum LintCommand {
    enum Arguments {
        static let format = Option.choice(
            "format", default: LintFormat.text, valueName: "format",
            help: "text: compiler-style lines (default); json: versioned JSON; github: annotations")
        static let platforms = Option.strings(
            "platform", choices: BuildPlatform.all.map(\.name), valueName: "name",
            help: "check imports for this platform only (default: linux and the package's platforms)")
        static let fix = Option.flag(
            "fix", help: "declare every undeclared import and remove every unused dependency, then regenerate")
        static let dryRun = Option.flag(
            "dry-run", help: "with --fix: print the changes as a unified diff and write nothing")
        static let baseline = Option.string(
            "baseline", valueName: "file", help: "fail only on findings this baseline does not hold",
            completion: .files)
        static let writeBaseline = Option.string(
            "write-baseline", valueName: "file", help: "record today's findings as a baseline", completion: .files)
    }

    /// `forge lint [--format F] [--platform P ...] [--fix [--dry-run]] [--baseline F | --write-baseline F]`.
    static let subcommand = ForgeSubcommand(
        CommandSpec(
            "lint", summary: "check the module graph against Manifest/rules.json and the sources' imports",
            options: [
                Arguments.format.spec, Arguments.platforms.spec, Arguments.fix.spec, Arguments.dryRun.spec,
                Arguments.baseline.spec, Arguments.writeBaseline.spec, ForgeSubcommand.root.spec,
            ])
    ) { command, context throws(UsageError) in
        let platforms = command[Arguments.platforms].compactMap(BuildPlatform.named)
        let outcome = LintRun(
            root: context.root, platforms: platforms.isEmpty ? nil : platforms, options: try options(of: command)
        ).run()
        outcome.write(in: command[Arguments.format], to: context.output, errors: context.errors)
        return exitStatus(of: outcome)
    }

    /// 2 when there was nothing to lint (invalid manifests or rules) or the baseline cannot be read; 1 on an
    /// error among the findings, or when the fixes or the baseline could not be written; else 0.
    static func exitStatus(of outcome: LintOutcome) -> ExitStatus {
        switch outcome.end {
        // After --fix changed the manifests, a lint that cannot run is the fix's failure.
        case .stopped: outcome.fix == nil ? .usage : .failure
        case .notFixed, .baselineNotWritten: .failure
        case .baselineWritten: .success
        case .baselineUnreadable: .usage
        case .report(let report, _): report.diagnostics.hasErrors ? .failure : .success
        }
    }

    /// The fixing and baseline options of `command`, which exclude one another as the help says.
    private static func options(of command: ParsedCommand) throws(UsageError) -> LintRun.Options {
        var options = LintRun.Options()
        options.fix = command[Arguments.fix]
        options.dryRun = command[Arguments.dryRun]
        options.baseline = command[Arguments.baseline]
        options.writeBaseline = command[Arguments.writeBaseline]
        if options.dryRun, !options.fix {
            throw UsageError("--dry-run shows what --fix would change; add --fix", invocation: "forge lint")
        }
        if options.baseline != nil, options.writeBaseline != nil {
            throw UsageError(
                "--baseline reads a baseline and --write-baseline writes one; give one of them",
                invocation: "forge lint")
        }
        return options
    }
}

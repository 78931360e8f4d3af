import Commands
import ForgeChangeImpact
import ForgeDiagnostics
import ForgeSupport
import Foundation

/// `forge affected` on the command line.
enum AffectedCommand {
    enum Arguments {
        static let base = Option.string(
            "base", valueName: "rev", help: "the revision to compare with (committed and uncommitted changes count)",
            completion: .shellCommand("git for-each-ref --format='%(refname:short)'"))
        static let tests = Option.flag("tests", help: "print test target names instead of modules")
        static let json = Option.flag("json", help: "print JSON: changed files, modules and tests")
        static let shard = TestShards.Selection.option(
            help: "with --tests or --json: only the K-th of N shards, balanced by test files")
        static let durations = Option.string(
            "durations", valueName: "file",
            help: "with --shard: balance by the seconds per test target in this JSON file (relative to --root)",
            completion: .files)
    }

    /// `forge affected --base REV [--tests] [--json] [--shard K/N [--durations FILE]]`.
    static let subcommand = ForgeSubcommand(
        CommandSpec(
            "affected", summary: "list the modules (or test targets) a change since a git revision affects",
            options: [
                Arguments.base.spec, Arguments.tests.spec, Arguments.json.spec, Arguments.shard.spec,
                Arguments.durations.spec, ForgeSubcommand.root.spec,
            ])
    ) { command, context throws(UsageError) in
        let invocation = "forge affected"
        guard let base = command[Arguments.base] else {
            throw UsageError("affected needs --base <git revision>", invocation: invocation)
        }
        let shard = try TestShards.Selection.parsed(Arguments.shard, of: command, invocation: invocation)
        let tests = command[Arguments.tests], json = command[Arguments.json]
        let durations = command[Arguments.durations]
        if shard != nil, !tests, !json {
            throw UsageError("--shard splits test targets; add --tests", invocation: invocation)
        }
        if durations != nil, shard == nil {
            throw UsageError("--durations weighs shards; add --shard K/N", invocation: invocation)
        }
        return show(base: base, tests: tests, json: json, shard: shard, durationsFile: durations, context: context)
    }

    /// Prints the affected modules, or test targets (`tests`, of `shard` when given), or the JSON answer; the
    /// manifests' problems, or git's, on standard error and 1.
    private static func show(
        base: String, tests: Bool, json: Bool, shard: TestShards.Selection?, durationsFile: String?,
        context: CommandContext
    ) -> ExitStatus {
        do throws(AffectedReport.Failure) {
            let report = try AffectedReport(root: context.root, base: base, shard: shard, durationsFile: durationsFile)
            if json {
                context.output.write(report.json())
            } else {
                for name in tests ? report.tests : report.affected.modules { context.output.line(name) }
            }
            return .success
        } catch {
            for diagnostic in error.diagnostics { context.errors.line(diagnostic.shown) }
            if let finding = error.finding { context.errors.report(finding) }
            return .failure
        }
    }
}

import Commands
import ForgeChangeImpact
import ForgeDiagnostics
import ForgeHasher
import ForgeInputAudit
import ForgeManifest
import ForgeSupport
import ForgeSwiftPM
import ForgeTestRun
import Foundation

/// `forge test` on the command line.
enum TestCommand {
    enum Arguments {
        static let store = Option.string(
            "store", valueName: "path|url",
            help: "a results folder, or an http(s) cache (default .build/forge/test-results)",
            completion: .directories)
        static let readOnly = Option.flag(
            "read-only", help: "use the results, record nothing (pull requests from forks)")
        static let dryRun = Option.flag(
            "dry-run", help: "print what would run and what is skipped, and run nothing")
        static let shard = TestShards.Selection.option(
            help: "only the K-th of N balanced shards of what is left to run (a CI matrix)")
        static let shards = Option.integer(
            "shards", in: 1...Int.max, valueName: "n",
            help: "with --dry-run: split what is left to run into n shards and list each (one plan for a CI matrix)")
        static let auditInputs = Option.flag(
            "audit-inputs",
            help: "run every test target under strace; list the files and programs it uses that its hash does not cover"
        )
        static let buildOnly = Option.flag(
            "build-only",
            help: "build what is left to run (every shard's) into a bundle (--bundle or --bundle-in-store); run nothing"
        )
        static let bundle = Option.string(
            "bundle", valueName: "file",
            help: "with --build-only, where the bundle is written; else run from this bundle instead of building",
            completion: .files)
        static let bundleInStore = Option.flag(
            "bundle-in-store",
            help: "the bundle goes through the store: --build-only writes it there, a run takes it from there")
        static let buildTestsOnly = Option.flag(
            "build-tests-only",
            help: "build only the test targets left to run and what they need, not the package's other targets")
        static let flaky = Option.flag(
            "flaky",
            help: "list the test targets that failed and passed with their current inputs, and when; run nothing")
        static let format = Option.choice(
            "format", default: TestOutputFormat.text, valueName: "format",
            help: "text (default); json: {\"run\", \"skipped\", \"failed\", \"flaky\"}; github: with ::error lines")
    }

    /// `forge test [TARGET...] [--store S] [--read-only] [--dry-run] [--shard K/N] [--audit-inputs]
    /// [--build-only] [--bundle FILE] [--build-tests-only] [--env NAME[=VALUE]]... [--format F]
    /// [-- <swift arguments>]`.
    static let subcommand = ForgeSubcommand(
        CommandSpec(
            "test",
            summary: "run only the test targets whose content hash has not passed before, and record those that pass",
            arguments: [
                ForgeSubcommand.targetsThenSwiftArguments(
                    "only these test targets (default every one)", passedTo: "passed to swift build and swift test")
            ],
            options: [
                Arguments.store.spec, Arguments.readOnly.spec, Arguments.dryRun.spec, Arguments.shard.spec,
                Arguments.shards.spec,
                Arguments.auditInputs.spec, Arguments.buildOnly.spec, Arguments.bundle.spec,
                Arguments.bundleInStore.spec, Arguments.buildTestsOnly.spec, Arguments.flaky.spec,
                ForgeSubcommand.environment.spec,
                Arguments.format.spec, ForgeSubcommand.root.spec,
            ])
    ) { command, context throws(UsageError) in
        let options = try runOptions(of: command)
        let format = command[Arguments.format]
        let errors = context.errors
        let events: TestRunEvents = { $0.show(on: errors) }
        if command[Arguments.auditInputs] {
            return audit(options, format: format, context: context, events: events)
        }
        let run = SelectiveTestRun(root: context.root, events: events)
        do throws(TestRunStop) {
            if command[Arguments.flaky] {
                context.output.write(try run.flakyTargets(options, store: run.store(for: options)).rendered(as: format))
                return .success
            }
            return show(try run.run(options), format: format, context: context)
        } catch {
            return error.show(on: errors)
        }
    }

    /// The run `command` asks for; a usage error when its options do not go together.
    private static func runOptions(of command: ParsedCommand) throws(UsageError) -> SelectiveTestRun.Options {
        var options = SelectiveTestRun.Options()
        options.store = command[Arguments.store]
        options.readOnly = command[Arguments.readOnly]
        options.dryRun = command[Arguments.dryRun]
        options.buildTestsOnly = command[Arguments.buildTestsOnly]
        (options.targets, options.swiftArguments) = command.targetsAndSwiftArguments
        options.variables = try ForgeSubcommand.variables(of: command, invocation: "forge test")
        options.shard = try TestShards.Selection.parsed(Arguments.shard, of: command, invocation: "forge test")
        options.shardCount = command[Arguments.shards]
        if options.shardCount != nil, !options.dryRun || options.shard != nil {
            throw UsageError(
                "--shards N lists every shard of a plan; use it with --dry-run and without --shard",
                invocation: "forge test")
        }
        let auditInputs = command[Arguments.auditInputs], flaky = command[Arguments.flaky]
        if auditInputs, options.dryRun || options.readOnly || options.store != nil {
            throw UsageError(
                "--audit-inputs runs every test target and records nothing; drop --dry-run, --read-only and --store",
                invocation: "forge test")
        }
        options.buildOnly = command[Arguments.buildOnly]
        options.bundle = command[Arguments.bundle]
        options.bundleInStore = command[Arguments.bundleInStore]
        try checkBundleOptions(options, auditInputs: auditInputs)
        if flaky,
            options.dryRun || auditInputs || options.buildOnly || options.shard != nil || options.bundle != nil
                || options.bundleInStore
        {
            throw UsageError(
                "--flaky only lists what the store saw; drop --dry-run, --audit-inputs, --build-only, --shard, --bundle and --bundle-in-store",
                invocation: "forge test")
        }
        return options
    }

    /// Prints what the run did in `format` and chooses the exit status: 1 when a target failed, the build failed
    /// or no bundle was written.
    private static func show(_ report: TestRunReport, format: TestOutputFormat, context: CommandContext) -> ExitStatus {
        switch report {
        case .planned(let outcome):
            outcome.show(format: format, ran: false, output: context.output, errors: context.errors)
            return .success
        case .ran(let outcome):
            outcome.show(format: format, ran: true, output: context.output, errors: context.errors)
            return outcome.succeeded ? .success : .failure
        case .bundle(let build):
            build.show(format: format, output: context.output, errors: context.errors)
            return build.succeeded ? .success : .failure
        }
    }

    /// `--audit-inputs`: the audit's report in `format`; 1 when anything is undeclared or a test failed.
    private static func audit(
        _ options: SelectiveTestRun.Options, format: TestOutputFormat, context: CommandContext,
        events: @escaping TestRunEvents
    ) -> ExitStatus {
        let audit = InputAuditRun(root: context.root, events: events)
        do throws(AuditStop) {
            let report = try audit.audit(options, runner: audit.run.runner(for: options))
            context.output.write(format == .json ? report.json() : report.text())
            return report.isClean ? .success : .failure
        } catch {
            return error.show(on: context.errors)
        }
    }

    /// `--build-only` writes a bundle, so needs its file, and runs nothing; a bundle is never audited or planned.
    private static func checkBundleOptions(
        _ options: SelectiveTestRun.Options, auditInputs: Bool
    ) throws(UsageError) {
        if options.buildOnly, options.bundle == nil, !options.bundleInStore {
            throw UsageError(
                "--build-only writes a bundle; name its file with --bundle FILE, or put it in the store with --bundle-in-store",
                invocation: "forge test")
        }
        if options.bundle != nil, options.bundleInStore {
            throw UsageError(
                "a bundle is a file (--bundle FILE) or in the store (--bundle-in-store), not both",
                invocation: "forge test")
        }
        if options.bundleInStore, options.readOnly, options.buildOnly {
            throw UsageError("--read-only writes nothing to the store, so no bundle either", invocation: "forge test")
        }
        if options.buildOnly, options.dryRun || options.shard != nil || auditInputs {
            throw UsageError(
                "--build-only builds what every shard runs; drop --dry-run, --shard and --audit-inputs",
                invocation: "forge test")
        }
        if options.bundle != nil || options.bundleInStore, options.dryRun || auditInputs {
            throw UsageError(
                "--bundle builds or runs tests; drop --dry-run and --audit-inputs", invocation: "forge test")
        }
    }
}

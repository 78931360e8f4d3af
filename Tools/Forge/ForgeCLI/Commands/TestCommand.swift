import Commands
import ForgeDiagnostics
import ForgeHasher
import ForgeInputAudit
import ForgeManifest
import ForgeChangeImpact
import ForgeTestRun
import ForgeSupport
import ForgeSwiftPM
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
        static let flaky = Option.flag(
            "flaky",
            help: "list the test targets that failed and passed with their current inputs, and when; run nothing")
        static let format = Option.choice(
            "format", default: SelectiveTestRun.Format.text, valueName: "format",
            help: "text (default); json: {\"run\", \"skipped\", \"failed\", \"flaky\"}; github: with ::error lines")
    }

    /// `forge test [TARGET...] [--store S] [--read-only] [--dry-run] [--shard K/N] [--audit-inputs]
    /// [--build-only] [--bundle FILE] [--env NAME[=VALUE]]... [--format F] [-- <swift arguments>]`.
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
                Arguments.bundleInStore.spec, Arguments.flaky.spec, ForgeSubcommand.environment.spec,
                Arguments.format.spec, ForgeSubcommand.root.spec,
            ])
    ) { command, context throws(UsageError) in
        var options = SelectiveTestRun.Options()
        options.store = command[Arguments.store]
        options.readOnly = command[Arguments.readOnly]
        options.dryRun = command[Arguments.dryRun]
        options.format = command[Arguments.format]
        (options.targets, options.swiftArguments) = command.targetsAndSwiftArguments
        options.variables = try ForgeSubcommand.variables(of: command, invocation: "forge test")
        options.shard = try TestShards.Selection.parsed(Arguments.shard, of: command, invocation: "forge test")
        options.shardCount = command[Arguments.shards]
        if options.shardCount != nil, !options.dryRun || options.shard != nil {
            throw UsageError(
                "--shards N lists every shard of a plan; use it with --dry-run and without --shard",
                invocation: "forge test")
        }
        options.auditInputs = command[Arguments.auditInputs]
        if options.auditInputs, options.dryRun || options.readOnly || options.store != nil {
            throw UsageError(
                "--audit-inputs runs every test target and records nothing; drop --dry-run, --read-only and --store",
                invocation: "forge test")
        }
        options.buildOnly = command[Arguments.buildOnly]
        options.bundle = command[Arguments.bundle]
        options.bundleInStore = command[Arguments.bundleInStore]
        options.flaky = command[Arguments.flaky]
        try checkBundleOptions(options)
        if options.flaky,
            options.dryRun || options.auditInputs || options.buildOnly || options.shard != nil || options.bundle != nil
                || options.bundleInStore
        {
            throw UsageError(
                "--flaky only lists what the store saw; drop --dry-run, --audit-inputs, --build-only, --shard, --bundle and --bundle-in-store",
                invocation: "forge test")
        }
        let run = SelectiveTestRun(context)
        if options.auditInputs { return run.audit(options, runner: run.runner(for: options)) }
        if options.flaky { return run.listFlaky(options, store: run.store(for: options)) }
        return run.run(options)
    }

    /// `--build-only` writes a bundle, so needs its file, and runs nothing; a bundle is never audited or planned.
    private static func checkBundleOptions(_ options: SelectiveTestRun.Options) throws(UsageError) {
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
        if options.buildOnly, options.dryRun || options.shard != nil || options.auditInputs {
            throw UsageError(
                "--build-only builds what every shard runs; drop --dry-run, --shard and --audit-inputs",
                invocation: "forge test")
        }
        if options.bundle != nil || options.bundleInStore, options.dryRun || options.auditInputs {
            throw UsageError(
                "--bundle builds or runs tests; drop --dry-run and --audit-inputs", invocation: "forge test")
        }
    }
}

import Commands
import ForgeSelection
import ForgeSupport

/// `forge test` on the command line.
extension TestCommand {
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
        static let format = Option.choice(
            "format", default: TestCommand.Format.text, valueName: "format",
            help: "text (default); json: {\"run\", \"skipped\", \"failed\"}; github: with ::error lines")
    }

    /// `forge test [TARGET...] [--store S] [--read-only] [--dry-run] [--shard K/N] [--audit-inputs]
    /// [--build-only] [--bundle FILE] [--format F] [-- <swift arguments>]`.
    package static let subcommand = ForgeSubcommand(
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
                Arguments.bundleInStore.spec, Arguments.format.spec,
                ForgeSubcommand.root.spec,
            ])
    ) { command, context throws(UsageError) in
        var options = Options()
        options.store = command[Arguments.store]
        options.readOnly = command[Arguments.readOnly]
        options.dryRun = command[Arguments.dryRun]
        options.format = command[Arguments.format]
        (options.targets, options.swiftArguments) = command.targetsAndSwiftArguments
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
        try checkBundleOptions(options)
        return TestCommand(context).run(options)
    }

    /// `--build-only` writes a bundle, so needs its file, and runs nothing; a bundle is never audited or planned.
    private static func checkBundleOptions(_ options: Options) throws(UsageError) {
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

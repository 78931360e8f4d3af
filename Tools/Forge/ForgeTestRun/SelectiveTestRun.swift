import ForgeChangeImpact
import ForgeDiagnostics
import ForgeHasher
import ForgeManifest
import ForgeResultStore
import ForgeSupport
import ForgeSwiftPM
import Foundation

/// Builds and runs only the test targets whose content hash has not passed before (in a package of just those
/// and what they need, or from a bundle built once for every shard), and records those that pass; or plans what
/// would run, builds a bundle, or lists the flaky targets. Returns what it did; reports what it meets on the way
/// (the programs' output, warnings) to `events` as it happens.
package struct SelectiveTestRun {
    /// What a run is asked for.
    package struct Options {
        /// A results folder (relative to the root) or an `http(s)://` cache; `.build/forge/test-results` when nil.
        package var store: String?
        /// Read the store, never write it (pull requests from forks).
        package var readOnly = false
        /// Plan, and run nothing.
        package var dryRun = false
        /// Passed to `swift build` and `swift test`.
        package var swiftArguments: [String] = []
        /// Only these test targets (every one when empty).
        package var targets: [String] = []
        /// With `dryRun`: split what is left to run into this many shards and list each (one plan for a matrix).
        package var shardCount: Int?
        /// Only this shard of what is left to run, balanced by test files (the split of `AffectedReport`'s shards).
        package var shard: TestShards.Selection?
        /// Build what is left to run (every shard's) and write it to `bundle`; run nothing, record nothing.
        package var buildOnly = false
        /// With `buildOnly`, the file the bundle is written to; else a bundle to run from instead of building
        /// (refused with a warning, and the tests built, when it does not match).
        package var bundle: String?
        /// The bundle goes through the store, under a key of this checkout's test hashes: `buildOnly` writes it
        /// there, a run takes it from there.
        package var bundleInStore = false
        /// Environment variables every test target reads (`NAME` or `NAME=VALUE`), besides those its manifest
        /// lists.
        package var variables: [String] = []
        /// Build only the test targets left to run and what they need, not the package's other targets (which a
        /// run of every test target builds, as `swift build --build-tests` does, unless the store saw them build).
        package var buildTestsOnly = false

        package init() {}
    }

    /// The folder results are kept in by default.
    package static let defaultStore = ".build/forge/test-results"

    /// The repository root.
    package let root: URL
    /// Where what happens during the run goes, as it happens.
    package let events: TestRunEvents

    package init(root: URL, events: @escaping TestRunEvents) {
        self.root = root
        self.events = events
    }

    /// Runs what `options` select: builds and runs the test targets whose hash has not passed, and records each
    /// outcome (or plans, or builds a bundle).
    package func run(_ options: Options) throws(TestRunStop) -> TestRunReport {
        try run(options, store: store(for: options), runner: runner(for: options))
    }

    /// The store `options` name, or the default folder.
    package func store(for options: Options) -> any TestResultStore {
        Self.store(options.store, root: root, environment: ProcessInfo.processInfo.environment)
    }

    /// `swift build` and `swift test` in the package of what a run selects: a run and the audit build there.
    package func runner(for options: Options) -> SwiftTestRunner {
        SwiftTestRunner(
            swift: DumpPackage.swiftCommand, packagePath: SelectedTestPackage(root: root).url.path,
            extraArguments: options.swiftArguments, sourceRoot: root.path, events: events)
    }

    /// An HTTP cache for an `http(s)://` address (with `FORGE_CACHE_TOKEN` as its bearer token), else a folder.
    package static func store(_ location: String?, root: URL, environment: [String: String]) -> any TestResultStore {
        let location = location ?? defaultStore
        if location.hasPrefix("http://") || location.hasPrefix("https://") {
            return HTTPTestResultStore(baseURL: location, token: environment["FORGE_CACHE_TOKEN"])
        }
        return FolderTestResultStore(folder: URL(fileURLWithPath: location, relativeTo: root).standardizedFileURL)
    }

    /// The same with the store and the runner given (tests use a fake runner).
    package func run(
        _ options: Options, store: any TestResultStore, runner: any TestRunner
    ) throws(TestRunStop) -> TestRunReport {
        let hashed = try hash(options)
        var warnings: [String] = []
        let unsharded = plan(hashed, store: store, warnings: &warnings, building: buildsOtherTargets(options))
        let paths = hashed.folders
        // The first shard of a matrix builds the targets no test needs, so the matrix builds them once.
        let plan =
            options.shard.map { shard in
                unsharded.restricted(
                    to: Set(Self.shards(of: unsharded, count: shard.count, paths: paths, root: root)[shard.index - 1]),
                    keepingBuilds: shard.index == 1)
            } ?? unsharded
        for warning in warnings { events(.warning(warning)) }
        if options.buildOnly, let file = bundleFile(options) {
            return .bundle(
                buildBundle(
                    plan, hashed: hashed, runner: runner, to: file, store: options.bundleInStore ? store : nil,
                    recordingIn: options.readOnly ? nil : store))
        }
        if options.dryRun {
            let shards = options.shardCount.map { Self.shards(of: plan, count: $0, paths: paths, root: root) }
            return .planned(TestOutcome(plan: plan, failed: [], shards: shards))
        }
        return .ran(
            execute(
                plan, store: store, runner: runner, readOnly: options.readOnly, hashed: hashed,
                bundle: plan.run.isEmpty ? nil : bundleToRun(options, hashed: hashed, store: store)))
    }

    /// What is left to run in `plan`, split into `count` shards by each target's last recorded duration, by its
    /// test files (scaled to the known seconds) where none is recorded.
    package static func shards(of plan: TestPlan, count: Int, paths: [String: String], root: URL) -> [[String]] {
        let durations = Dictionary(
            plan.run.compactMap { target in target.lastSeconds.map { (target.name, $0) } },
            uniquingKeysWith: { first, _ in first })
        let weights = TestShards.weights(
            of: plan.run.map(\.name), paths: paths, root: root, durations: durations.isEmpty ? nil : durations)
        return TestShards(weights: weights, count: count).shards
    }

    /// Loads and checks the manifests (reported as `manifestsChecked`), hashes every target with the arguments
    /// `options` gives, and selects the test targets it names.
    package func hash(_ options: Options) throws(TestRunStop) -> HashedTests {
        let validated = ValidatedManifests(root: root)
        events(.manifestsChecked(validated))
        guard validated.isValid, let manifests = validated.manifests else { throw .invalidManifests }
        resolveUnpinnedDependencies(of: manifests)
        let environment = TargetHasher.Environment.current(
            root: root, manifests: manifests, swiftArguments: options.swiftArguments, variables: options.variables)
        let hashes = TargetHasher(manifests: manifests, rootPath: root.path, environment: environment).hashes()
        let known = hashes.filter { $0.kind == TargetType.test.rawValue }.map(\.name)
        if let unknown = options.targets.first(where: { !known.contains($0) }) {
            throw .unknownTarget(unknown, known: known)
        }
        return HashedTests(
            manifests: manifests, hashes: hashes, environment: environment,
            selecting: Set(options.targets.isEmpty ? known : options.targets))
    }

    /// Asks the store which selected test targets passed with their hash (and which failed with it), and why the
    /// others run (from the records of their last passes); when `building`, which other targets the run builds.
    func plan(
        _ hashed: HashedTests, store: any TestResultStore, warnings: inout [String], building: Bool = false
    ) -> TestPlan {
        var warning: String?
        defer { warnings += [warning].compactMap { $0 } }
        let hashedTargets = hashed.selected.map { TestPlan.Target(name: $0.name, hash: $0.hash) }
        let outcomes = store.outcomes(of: hashedTargets.map { ($0.name, $0.hash) }, warning: &warning)
        let targets = hashedTargets.map { target in
            var withOutcomes = target
            withOutcomes.seen = outcomes[target.name] ?? SeenOutcomes()
            return withOutcomes
        }
        let unexplained = TestPlan(targets: targets) {
            $0.seen.passed != nil && !hashed.uncacheable.contains($0.name)
        }
        let records = store.lastPasses(
            of: unexplained.run.map(\.name), configuration: hashed.configuration, warning: &warning)
        var plan = unexplained.explained { target in
            var explained = target
            guard !hashed.uncacheable.contains(target.name) else {
                explained.reasons = [RerunReasons.uncacheable]
                return explained
            }
            explained.reasons = RerunReasons.words(
                record: records[target.name], current: hashed.recordedInputs(of: target.name), hash: target.hash)
            explained.lastSeconds = records[target.name]?.seconds
            return explained
        }
        if building { plan.builds = builds(for: plan, hashed: hashed, store: store, warning: &warning) }
        return plan
    }

    /// Builds once (or takes the products of `bundle`), runs the targets of the plan, and records each outcome
    /// by hash: a pass (with the record of its last pass: inputs and duration) for each target that passed, a
    /// failure for each that failed; nothing for one whose verdict is unknown. Each target the plan builds besides
    /// its tests is recorded built when the build succeeds.
    private func execute(
        _ plan: TestPlan, store: any TestResultStore, runner: any TestRunner, readOnly: Bool, hashed: HashedTests,
        bundle: URL?
    ) -> TestOutcome {
        guard !plan.run.isEmpty || !plan.builds.isEmpty else {
            return TestOutcome(plan: plan, failed: [], warnings: [])
        }
        let started = Date()
        let build = prepareSelectedPackage(for: plan, hashed: hashed, runner: runner, bundle: bundle)
        guard build.succeeded else {
            return TestOutcome(
                plan: plan, failed: plan.run.map(\.name), buildFailed: true,
                buildFailures: buildFailures(in: build.errors, of: plan.builds, hashed: hashed))
        }
        let built =
            readOnly
            ? [] : recordBuilds(plan.builds, hashed: hashed, seconds: Date().timeIntervalSince(started), in: store)
        guard !plan.run.isEmpty else { return TestOutcome(plan: plan, failed: [], warnings: built) }
        let targets = hashed.testTargets(plan.run.map(\.name), rootPath: root.path)
        // Built for this plan alone, the package holds no other test target; a bundle may hold more.
        let results = runner.run(targets, whole: bundle == nil)
        var outcome = TestOutcome(plan: plan, results: results, targets: targets)
        outcome.warnings += built
        guard !readOnly else { return outcome }
        for target in plan.run where !hashed.uncacheable.contains(target.name) {
            guard let result = results[target.name] else { continue }
            outcome.warnings += record(result, of: target, hashed: hashed, in: store)
        }
        return outcome
    }

    /// Stores what `result` proves of `target`: its pass and the record of it, or its failure; a verdict that
    /// proves neither is not stored. Returns the store's warnings.
    private func record(
        _ result: TestRunResult, of target: TestPlan.Target, hashed: HashedTests, in store: any TestResultStore
    ) -> [String] {
        switch result.verdict {
        case .passed:
            let record = PassRecord(
                target: target.name, configuration: hashed.configuration, hash: target.hash, seconds: result.seconds,
                inputs: hashed.recordedInputs(of: target.name))
            return [store.record(.passed, of: target.name, hash: target.hash), store.recordLastPass(record)]
                .compactMap { $0 }
        case .failed, .ranNoTests:
            return [store.record(.failed, of: target.name, hash: target.hash)].compactMap { $0 }
        case .passedOnlyAlone:
            return []
        }
    }

    /// Writes the package of what `plan` runs and builds, makes its products ready and removes the programs of the
    /// package its tests do not need (an earlier, wider selection's, or built besides the tests), so that a run and
    /// the audit see the products a fresh checkout's run would; a failure (reported) when the package cannot be
    /// written or does not build.
    package func prepareSelectedPackage(
        for plan: TestPlan, hashed: HashedTests, runner: any TestRunner, bundle: URL?
    ) -> BuildResult {
        guard writeSelectedPackage(for: plan, hashed: hashed) else { return BuildResult(succeeded: false) }
        let build = prepareProducts(for: plan, hashed: hashed, runner: runner, bundle: bundle)
        guard build.succeeded else { return build }
        SelectedTestPackage(root: root).removePrograms(
            hashed.manifests.programs, outside: hashed.targetsNeeded(by: plan), configuration: hashed.configuration)
        return build
    }

    /// Makes what `plan` runs ready: from `bundle` when it can run the plan, else built (with what the plan builds
    /// besides its tests).
    private func prepareProducts(
        for plan: TestPlan, hashed: HashedTests, runner: any TestRunner, bundle: URL?
    ) -> BuildResult {
        if let bundle {
            guard let refusal = installBundle(bundle, for: plan, hashed: hashed) else {
                return BuildResult(succeeded: true)
            }
            events(.warning("not running from the bundle \(bundle.path): \(refusal); building instead"))
        }
        let untracked = UntrackedBuildInputs(
            package: SelectedTestPackage(root: root), configuration: hashed.configuration)
        let current = UntrackedBuildInputs.current(in: hashed.byName.values)
        if untracked.cleanIfChanged(current) {
            events(.cleanBuild(configuration: hashed.configuration))
        }
        let build = runner.build()
        if build.succeeded { untracked.record(current) }
        return build
    }

    /// Writes the package that holds what `plan` runs and builds, and what that needs; false (reported) when it
    /// cannot.
    package func writeSelectedPackage(for plan: TestPlan, hashed: HashedTests) -> Bool {
        let package = SelectedTestPackage(root: root, toolchain: hashed.toolchain)
        do {
            try package.write(
                hashed.manifests,
                keeping: hashed.targetsBuilt(by: plan))
            return true
        } catch {
            events(
                .problem(
                    Finding(
                        "cannot write the package of the selected test targets in \(SelectedTestPackage.folder): "
                            + error.localizedDescription,
                        help: "check that .build is writable, or remove \(SelectedTestPackage.folder) and run again")))
            return false
        }
    }
}

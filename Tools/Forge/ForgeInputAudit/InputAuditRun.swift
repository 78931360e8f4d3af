import ForgeChangeImpact
import ForgeDiagnostics
import ForgeHasher
import ForgeManifest
import ForgeSupport
import ForgeTestRun
import Foundation

/// Runs each test target under `strace` and reports what it read or ran in the repository that its hash does not
/// cover, the one way a selective run can skip a test whose inputs changed. Builds what a run builds (the selected
/// package), and records nothing.
package struct InputAuditRun {
    /// The run whose hashing and build the audit shares; its events are the audit's.
    package let run: SelectiveTestRun

    /// An audit of the repository at `root`, reporting what happens on the way to `events`.
    package init(root: URL, events: @escaping TestRunEvents) {
        run = SelectiveTestRun(root: root, events: events)
    }

    private var root: URL { run.root }

    /// Builds once, runs every test target `options` select (or the shard's) traced, and says what each used that
    /// its hash does not cover.
    package func audit(
        _ options: SelectiveTestRun.Options, runner: any TracingTestRunner
    ) throws(AuditStop) -> AuditReport {
        if let unavailability = AuditUnavailability.here() { throw .unavailable(unavailability) }
        let hashed: HashedTests
        do {
            hashed = try run.hash(options)
        } catch {
            throw .stopped(error)
        }
        var names = hashed.selected.map(\.name)
        if let shard = options.shard { names = self.targets(names, inShard: shard, folders: hashed.folders) }
        // The build a run makes: the selected package of these targets, so no product a plain run lacks is there
        // for a test to find.
        let selection = TestPlan(
            targets: hashed.selected.filter { names.contains($0.name) }.map {
                TestPlan.Target(name: $0.name, hash: $0.hash)
            }
        ) { _ in false }
        guard run.prepareSelectedPackage(for: selection, hashed: hashed, runner: runner, bundle: nil).succeeded else {
            throw .buildFailed
        }
        var inputs = InputAudit(
            rootPath: root.standardizedFileURL.path, hashes: hashed.byName, programs: hashed.manifests.programs)
        inputs.uncacheable = hashed.uncacheable
        return AuditReport(
            targets: hashed.testTargets(names, rootPath: root.path).map {
                audit(target: $0, with: inputs, runner: runner)
            }, manifests: hashed.manifests)
    }

    /// Runs `target` under strace and says what it used that its hash does not cover.
    private func audit(
        target: TestTarget, with inputs: InputAudit, runner: any TracingTestRunner
    ) -> AuditReport.Target {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("forge-audit-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let passed = runner.runTraced(target, into: folder.path)
        let trace = SystemCallTrace(folder: folder, prefix: "trace", directory: root.standardizedFileURL.path)
        return AuditReport.Target(
            name: target.name, passed: passed, traced: InputAudit.tracedTests(in: trace),
            undeclared: inputs.undeclared(for: target.name, in: trace))
    }

    /// The targets of `targets` that `shard` holds, balanced by test files as a run's shards are where no duration
    /// is known (the audit reads no store).
    private func targets(
        _ targets: [String], inShard shard: TestShards.Selection, folders: [String: String]
    ) -> [String] {
        let weights = TestShards.weights(of: targets, paths: folders, root: root, durations: nil)
        let held = Set(TestShards(weights: weights, count: shard.count).shards[shard.index - 1])
        return targets.filter(held.contains)
    }
}

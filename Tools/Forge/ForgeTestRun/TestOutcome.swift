import ForgeResultStore
import Foundation

/// What a test run ran, skipped and saw fail, and which targets are flaky.
package struct TestOutcome {
    package let plan: TestPlan
    /// The targets that ran and did not pass, in the plan's order.
    package let failed: [String]
    /// Why each failed target counts as failed.
    package let failures: [String: String]
    package let buildFailed: Bool
    /// When the build failed: each target of `plan.builds` an error is in, with its first error (`<file>:<line>:
    /// <column>: error: ...`, the file's path from the repository root).
    package let buildFailures: [String: String]
    package var warnings: [String]
    /// With `dryRun` and `shardCount`: what each shard would run, first to last.
    package let shards: [[String]]?
    /// The targets that failed and passed with the same inputs, this run's outcome included.
    package let flaky: [FlakyTarget]

    package init(
        plan: TestPlan, failed: [String], failures: [String: String] = [:], buildFailed: Bool = false,
        buildFailures: [String: String] = [:], warnings: [String] = [], shards: [[String]]? = nil,
        flaky: [FlakyTarget]? = nil
    ) {
        self.plan = plan
        self.failed = failed
        self.failures = failures
        self.buildFailed = buildFailed
        self.buildFailures = buildFailures
        self.warnings = warnings
        self.shards = shards
        self.flaky = flaky ?? plan.skipped.compactMap { FlakyTarget($0, seen: $0.seen) }
    }

    /// The outcome of running `plan`'s targets, whose verdicts are `results`.
    package init(plan: TestPlan, results: [String: TestRunResult], targets: [TestTarget]) {
        let byName = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var failures: [String: String] = [:]
        var flaky = plan.skipped.compactMap { FlakyTarget($0, seen: $0.seen) }
        for target in plan.run {
            let result = results[target.name] ?? TestRunResult(.failed)
            let testTarget = byName[target.name] ?? TestTarget(name: target.name, module: target.name, hasTests: true)
            if let why = result.explanation(for: testTarget) { failures[target.name] = why }
            var seen = target.seen
            let now = TestResultEntry(target: target.name, hash: target.hash, seen: TestResultEntry.now())
            if result.passed { seen.passed = now } else if result.verdict != .passedOnlyAlone { seen.failed = now }
            if let target = FlakyTarget(target, seen: seen) { flaky.append(target) }
        }
        self.init(
            plan: plan, failed: plan.run.map(\.name).filter { failures[$0] != nil }, failures: failures,
            flaky: flaky)
    }
}

import ForgeResultStore
import ForgeSupport
import Foundation

/// What `forge test` ran, skipped and saw fail, and which targets are flaky.
package struct TestOutcome {
    package let plan: TestPlan
    /// The targets that ran and did not pass, in the plan's order.
    package let failed: [String]
    /// Why each failed target counts as failed.
    package let failures: [String: String]
    package let buildFailed: Bool
    package var warnings: [String]
    /// With `--dry-run --shards N`: what each shard would run, first to last.
    package let shards: [[String]]?
    /// The targets that failed and passed with the same inputs, this run's outcome included.
    package let flaky: [FlakyTarget]

    package init(
        plan: TestPlan, failed: [String], failures: [String: String] = [:], buildFailed: Bool = false,
        warnings: [String] = [], shards: [[String]]? = nil, flaky: [FlakyTarget]? = nil
    ) {
        self.plan = plan
        self.failed = failed
        self.failures = failures
        self.buildFailed = buildFailed
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

    /// `{"run": [...], "skipped": [...], "failed": [...], "failures": {"Target": "why"}, "flaky": [{"target",
    /// "hash", "failed", "passed"}], "reasons": {"Target": [...]}}`: run is what ran (or would run, with
    /// --dry-run), reasons why each of them runs; with `--shards N`, `"shards": [[...], ...]`.
    package func json() -> String {
        struct Output: Encodable {
            let run: [String]
            let skipped: [String]
            let failed: [String]
            let failures: [String: String]
            let flaky: [FlakyTarget]
            /// Each target that runs → why.
            let reasons: [String: [String]]
            let shards: [[String]]?
        }
        let value = Output(
            run: plan.run.map(\.name), skipped: plan.skipped.map(\.name), failed: failed, failures: failures,
            flaky: flaky,
            reasons: Dictionary(plan.run.map { ($0.name, $0.reasons) }, uniquingKeysWith: { first, _ in first }),
            shards: shards)
        return JSONDocument.text(value)
    }

    /// One line per target (and why each failure counts as one) and a summary; with `annotations`, GitHub's
    /// `::error` line for each failure and `::warning` for each flaky target.
    package func text(ran: Bool, annotations: Bool) -> String {
        var lines: [String] = []
        if buildFailed {
            let names = plan.run.map(\.name).joined(separator: ", ")
            lines.append("the selected test targets did not build, so none ran and nothing was recorded: \(names)")
            lines.append("    help: fix the build errors above, then run forge test again")
        }
        for target in plan.run where !buildFailed {
            let verb = !ran ? "would run" : failed.contains(target.name) ? "failed" : "passed"
            let reasons = target.reasons.isEmpty ? ["never passed with these inputs"] : target.reasons
            lines.append("\(verb) \(target.name): \(reasons.joined(separator: "; "))")
            if ran, let why = failures[target.name] { lines.append("    \(why)") }
        }
        for target in plan.skipped {
            lines.append("skipped \(target.name): passed before with these inputs (\(target.hash.prefix(12)))")
        }
        lines += flaky.map(\.line)
        for (index, shard) in (shards ?? []).enumerated() {
            lines.append(
                "shard \(index + 1)/\(shards?.count ?? 0): \(shard.isEmpty ? "nothing to run" : shard.joined(separator: " "))"
            )
        }
        if annotations {
            lines += failed.map { "::error title=forge test::\($0) failed" }
            lines += flaky.map { "::warning title=forge test::\($0.target) is flaky" }
        }
        lines.append("forge test: \(summary(ran: ran))")
        return lines.joined(separator: "\n") + "\n"
    }

    private func summary(ran: Bool) -> String {
        let counts =
            buildFailed
            ? "ran 0, the build failed"
            : ran ? "ran \(plan.run.count), failed \(failed.count)" : "would run \(plan.run.count)"
        return "\(counts), skipped \(plan.skipped.count)" + (flaky.isEmpty ? "" : ", flaky \(flaky.count)")
    }
}

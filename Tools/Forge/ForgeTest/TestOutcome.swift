import ForgeSupport
import Foundation

/// What `forge test` ran, skipped and saw fail.
struct TestOutcome {
    let plan: TestPlan
    let failed: [String]
    let buildFailed: Bool
    let warnings: [String]
    /// With `--dry-run --shards N`: what each shard would run, first to last.
    let shards: [[String]]?

    init(
        plan: TestPlan, failed: [String], buildFailed: Bool = false, warnings: [String] = [],
        shards: [[String]]? = nil
    ) {
        self.plan = plan
        self.failed = failed
        self.buildFailed = buildFailed
        self.warnings = warnings
        self.shards = shards
    }

    /// `{"run": [...], "skipped": [...], "failed": [...], "reasons": {"Target": [...]}}`: run is what ran (or would
    /// run, with --dry-run), reasons why each of them runs; with `--shards N`, `"shards": [[...], ...]`.
    func json() -> String {
        struct Output: Encodable {
            let run: [String]
            let skipped: [String]
            let failed: [String]
            /// Each target that runs → why.
            let reasons: [String: [String]]
            let shards: [[String]]?
        }
        let value = Output(
            run: plan.run.map(\.name), skipped: plan.skipped.map(\.name), failed: failed,
            reasons: Dictionary(plan.run.map { ($0.name, $0.reasons) }, uniquingKeysWith: { first, _ in first }),
            shards: shards)
        return JSONDocument.text(value)
    }

    /// One line per target and a summary; with `annotations`, GitHub's `::error` line for each failure.
    func text(ran: Bool, annotations: Bool) -> String {
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
        }
        for target in plan.skipped {
            lines.append("skipped \(target.name): passed before with these inputs (\(target.hash.prefix(12)))")
        }
        for (index, shard) in (shards ?? []).enumerated() {
            lines.append(
                "shard \(index + 1)/\(shards?.count ?? 0): \(shard.isEmpty ? "nothing to run" : shard.joined(separator: " "))"
            )
        }
        if annotations {
            lines += failed.map { "::error title=forge test::\($0) failed" }
        }
        let summary =
            buildFailed
            ? "ran 0, the build failed"
            : ran ? "ran \(plan.run.count), failed \(failed.count)" : "would run \(plan.run.count)"
        lines.append("forge test: \(summary), skipped \(plan.skipped.count)")
        return lines.joined(separator: "\n") + "\n"
    }
}

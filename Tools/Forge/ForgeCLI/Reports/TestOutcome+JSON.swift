import ForgeSupport
import ForgeTestRun

extension TestOutcome {
    /// `{"run": [...], "skipped": [...], "failed": [...], "failures": {"Target": "why"}, "flaky": [{"target",
    /// "hash", "failed", "passed"}], "reasons": {"Target": [...]}}`: run is what ran (or would run, with
    /// --dry-run), reasons why each of them runs; with `--shards N`, `"shards": [[...], ...]`.
    func json() -> String {
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
}

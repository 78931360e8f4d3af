import ForgeSupport
import ForgeTestRun

extension TestOutcome {
    /// `{"run": [...], "skipped": [...], "failed": [...], "failures": {"Target": "why"}, "flaky": [{"target",
    /// "hash", "failed", "passed"}], "reasons": {"Target": [...]}}`: run is what ran (or would run, with
    /// --dry-run), reasons why each of them runs; with `--shards N`, `"shards": [[...], ...]`.
    func json() -> String {
        JSONDocument.text(document)
    }
}

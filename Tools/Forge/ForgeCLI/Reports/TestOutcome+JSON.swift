import ForgeSupport
import ForgeTestRun

extension TestOutcome {
    /// `{"run": [...], "skipped": [...], "failed": [...], "failures": {"Target": "why"}, "flaky": [{"target",
    /// "hash", "failed", "passed"}], "reasons": {"Target": [...]}, "build": [...], "buildReasons": {"Target":
    /// [...]}, "buildFailures": {"Target": "error"}}`: run is what ran (or would run, with --dry-run), reasons why
    /// each of them runs, build the other targets built (or that would be); with `--shards N`, `"shards": [[...],
    /// ...]`.
    func json() -> String {
        JSONDocument.text(document)
    }
}

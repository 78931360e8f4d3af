extension TestOutcome {
    /// What `forge test --format json` prints (and the graph page embeds): run is what ran (or would run, with
    /// `--dry-run`), reasons why each of them runs; with `--shards N`, each shard's targets.
    package struct Document: Encodable {
        package let run: [String]
        package let skipped: [String]
        package let failed: [String]
        package let failures: [String: String]
        package let flaky: [FlakyTarget]
        /// Each target that runs → why.
        package let reasons: [String: [String]]
        package let shards: [[String]]?
    }

    /// The outcome as its JSON document.
    package var document: Document {
        Document(
            run: plan.run.map(\.name), skipped: plan.skipped.map(\.name), failed: failed, failures: failures,
            flaky: flaky,
            reasons: Dictionary(plan.run.map { ($0.name, $0.reasons) }, uniquingKeysWith: { first, _ in first }),
            shards: shards)
    }
}

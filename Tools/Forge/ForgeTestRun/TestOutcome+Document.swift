extension TestOutcome {
    /// What `forge test --format json` prints (and the graph page embeds): run is what ran (or would run, with
    /// `--dry-run`), reasons why each of them runs; build the other targets built (or that would be), with
    /// buildReasons why and buildFailures the first error of each that did not build; with `--shards N`, each
    /// shard's targets.
    package struct Document: Encodable {
        package let run: [String]
        package let skipped: [String]
        package let failed: [String]
        package let failures: [String: String]
        package let flaky: [FlakyTarget]
        /// Each target that runs → why.
        package let reasons: [String: [String]]
        /// The targets that are no tests built besides them (or that would be, with `--dry-run`).
        package let build: [String]
        /// Each target of `build` → why it builds.
        package let buildReasons: [String: [String]]
        /// Each target of `build` that did not build → its first error.
        package let buildFailures: [String: String]
        package let shards: [[String]]?
    }

    /// The outcome as its JSON document.
    package var document: Document {
        Document(
            run: plan.run.map(\.name), skipped: plan.skipped.map(\.name), failed: failed, failures: failures,
            flaky: flaky,
            reasons: Dictionary(plan.run.map { ($0.name, $0.reasons) }, uniquingKeysWith: { first, _ in first }),
            build: plan.builds.map(\.name),
            buildReasons: Dictionary(
                plan.builds.map { ($0.name, $0.reasons) }, uniquingKeysWith: { first, _ in first }),
            buildFailures: buildFailures, shards: shards)
    }
}

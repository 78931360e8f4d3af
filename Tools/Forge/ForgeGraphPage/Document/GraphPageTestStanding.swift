import ForgeTestRun

/// The tests part of the page's document: what `forge test --dry-run --format json` prints (`run`, `skipped`,
/// `failed`, `failures`, `flaky` with when each target failed and passed, `reasons`), with the store read, each
/// test target's status and the seconds of its last pass (the shards' weights).
package struct GraphPageTestStanding: Encodable {
    /// The store as `--store` named it.
    package let store: String
    package let standing: TestStanding

    package init(store: String, standing: TestStanding) {
        self.store = store
        self.standing = standing
    }

    private enum CodingKeys: String, CodingKey { case store, status, durations }

    /// The dry run's keys, then `store`, `status` and `durations` beside them.
    package func encode(to encoder: any Encoder) throws {
        try standing.outcome.document.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(store, forKey: .store)
        try container.encode(standing.status, forKey: .status)
        try container.encode(standing.durations, forKey: .durations)
    }
}

import ForgeResultStore

/// A test target that failed and passed with the same inputs, with when each outcome was last seen.
package struct FlakyTarget: Encodable, Equatable {
    package let target: String
    package let hash: String
    /// When it failed and when it passed (ISO 8601, UTC); "unknown" for a pass recorded before forge kept times.
    package let failed: String
    package let passed: String

    /// `target` when `seen` has it both pass and fail.
    package init?(_ target: TestPlan.Target, seen: SeenOutcomes) {
        guard let pass = seen.passed, let failure = seen.failed else { return nil }
        self.target = target.name
        hash = target.hash
        failed = failure.seen ?? "unknown"
        passed = pass.seen ?? "unknown"
    }

}

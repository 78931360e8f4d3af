/// A test target that failed and passed with the same inputs, with when each outcome was last seen.
struct FlakyTarget: Encodable, Equatable {
    let target: String
    let hash: String
    /// When it failed and when it passed (ISO 8601, UTC); "unknown" for a pass recorded before forge kept times.
    let failed: String
    let passed: String

    /// `target` when `seen` has it both pass and fail.
    init?(_ target: TestPlan.Target, seen: SeenOutcomes) {
        guard let pass = seen.passed, let failure = seen.failed else { return nil }
        self.target = target.name
        hash = target.hash
        failed = failure.seen ?? "unknown"
        passed = pass.seen ?? "unknown"
    }

    /// How the text report names it.
    var line: String {
        "flaky \(target): failed (\(failed)) and passed (\(passed)) with the same inputs (\(hash.prefix(12))); "
            + "its outcome does not follow from its inputs"
    }
}

/// How each test target stands for its current inputs, as a store saw it: the plan `forge test --dry-run`
/// prints, each target's last result, and how long its last pass took.
package struct TestStanding {
    /// A test target's last result with its current hash.
    package enum Status: String, Encodable, Sendable {
        /// It passed with this hash (the plan skips it).
        case passed
        /// It failed with this hash and has not passed with it.
        case failed
        /// The store holds no result for this hash.
        case neverRun = "never-run"
    }

    /// What `forge test --dry-run` would run and skip, why, and the flaky targets.
    package let outcome: TestOutcome
    /// Each selected test target's status.
    package let status: [String: Status]
    /// The seconds of each test target's last recorded pass (the weights of the shards), where one is recorded.
    package let durations: [String: Double]
}

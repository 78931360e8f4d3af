/// What a store saw of one test target with one hash: its pass and its failure, each with when, if any.
struct SeenOutcomes: Equatable {
    var passed: TestResultEntry?
    var failed: TestResultEntry?

    /// Failed and passed with the same inputs: its outcome does not follow from its inputs alone.
    var isFlaky: Bool { passed != nil && failed != nil }
}

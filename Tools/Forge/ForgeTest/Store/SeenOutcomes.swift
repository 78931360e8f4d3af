/// What a store saw of one test target with one hash: its pass and its failure, each with when, if any. Both
/// make the target flaky (`FlakyTarget`).
struct SeenOutcomes: Equatable {
    var passed: TestResultEntry?
    var failed: TestResultEntry?
}

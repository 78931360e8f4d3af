/// What a store saw of one test target with one hash: its pass and its failure, each with when, if any. Both
/// make the target flaky (`FlakyTarget`).
package struct SeenOutcomes: Equatable {
    package var passed: TestResultEntry?
    package var failed: TestResultEntry?

    package init(passed: TestResultEntry? = nil, failed: TestResultEntry? = nil) {
        self.passed = passed
        self.failed = failed
    }
}

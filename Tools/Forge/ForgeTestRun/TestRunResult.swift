/// One test target's verdict in a run, and how long its tests took.
package struct TestRunResult: Equatable {
    package enum Verdict: Equatable {
        /// Its tests ran, and none failed.
        case passed
        /// At least one of its tests failed, or it failed when run alone.
        case failed
        /// It has tests, and the run executed none of them.
        case ranNoTests
        /// The run of every selected target failed without saying which; this one passed when run alone, which
        /// proves nothing of the run that failed.
        case passedOnlyAlone
    }

    package let verdict: Verdict
    package let seconds: Double

    package init(_ verdict: Verdict, seconds: Double = 0) {
        self.verdict = verdict
        self.seconds = seconds
    }

    package var passed: Bool { verdict == .passed }

    /// Why a target that did not pass counts as failed, for the report; nil when it passed.
    package func explanation(for target: TestTarget) -> String? {
        switch verdict {
        case .passed: nil
        case .failed: "its tests failed"
        case .ranNoTests:
            "it ran no tests: `swift test --filter '^\(target.module)\\.'` matched none of its tests, so nothing "
                + "was proven (check that its tests are built for this platform and not all disabled)"
        case .passedOnlyAlone:
            "the run of all selected test targets failed and said not which; this one passed when run alone, "
                + "which does not make that failure a pass, so nothing was recorded"
        }
    }
}

import Testing

@testable import ForgeTest

/// Each target's verdict from one `swift test` of several, read from its xUnit reports.
@Suite struct TestVerdictTests {
    private let core = TestTarget(name: "CoreTests", module: "CoreTests", hasTests: true)
    private let hyphenated = TestTarget(name: "my-libTests", module: "my_libTests", hasTests: true)

    private func report(_ results: [String: (executed: Int, failed: Int)]) -> [String: XUnitReport.ModuleResult] {
        results.mapValues { XUnitReport.ModuleResult(executed: $0.executed, failed: $0.failed) }
    }

    @Test func aHyphenatedTargetIsReadByItsModuleNameAndItsFailureFailsIt() {
        let verdicts = SwiftTestRunner.verdicts(
            of: [core, hyphenated], passed: false,
            reports: report(["CoreTests": (3, 0), "my_libTests": (2, 1)]))
        #expect(verdicts["my-libTests"]?.verdict == .failed)
        #expect(verdicts["CoreTests"]?.verdict == .passed)
    }

    @Test func aTargetWhoseRunExecutedNoneOfItsTestsIsNotAPass() {
        let verdicts = SwiftTestRunner.verdicts(
            of: [core, hyphenated], passed: true, reports: report(["CoreTests": (3, 0)]))
        #expect(verdicts["my-libTests"]?.verdict == .ranNoTests)
        let empty = TestTarget(name: "EmptyTests", module: "EmptyTests", hasTests: false)
        #expect(SwiftTestRunner.verdicts(of: [empty], passed: true, reports: [:])["EmptyTests"]?.verdict == .passed)
    }

    @Test func aFailedRunThatSaysNotWhichTargetLeavesEveryVerdictUnknown() {
        // A crash: no report, or one in which nothing failed. Pinning decides; a pass is never assumed.
        #expect(SwiftTestRunner.verdicts(of: [core, hyphenated], passed: false, reports: nil).isEmpty)
        #expect(
            SwiftTestRunner.verdicts(
                of: [core], passed: false, reports: report(["CoreTests": (3, 0)])
            ).isEmpty)
    }

    @Test func aPassAloneAfterAFailedRunIsReportedAsAFailureThatRecordsNothing() {
        let result = TestRunResult(.passedOnlyAlone)
        #expect(!result.passed)
        #expect(result.explanation(for: core)?.contains("does not make that failure a pass") == true)
    }
}

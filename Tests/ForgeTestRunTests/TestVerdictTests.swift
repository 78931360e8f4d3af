import Testing

@testable import ForgeTestRun

/// Each target's verdict from one `swift test` of several, read from its xUnit reports and its output.
@Suite struct TestVerdictTests {
    private let core = TestTarget(name: "CoreTests", module: "CoreTests", hasTests: true)
    private let hyphenated = TestTarget(
        name: "my-libTests", module: "my_libTests", hasTests: true, path: "Tests/my-libTests")

    private func reports(
        _ results: [String: (executed: Int, failed: Int)], hasXCTestReport: Bool = true, output: String = ""
    ) -> SwiftTestRunner.RunReports {
        SwiftTestRunner.RunReports(
            modules: results.mapValues { XUnitReport.ModuleResult(executed: $0.executed, failed: $0.failed) },
            hasXCTestReport: hasXCTestReport, output: TestRunOutput(output))
    }

    @Test func aHyphenatedTargetIsReadByItsModuleNameAndItsFailureFailsIt() {
        let verdicts = SwiftTestRunner.verdicts(
            of: [core, hyphenated], passed: false, run: reports(["CoreTests": (3, 0), "my_libTests": (2, 1)]))
        #expect(verdicts["my-libTests"]?.verdict == .failed)
        #expect(verdicts["CoreTests"]?.verdict == .passed)
    }

    @Test func aTargetWhoseRunExecutedNoneOfItsTestsIsNotAPass() {
        let verdicts = SwiftTestRunner.verdicts(
            of: [core, hyphenated], passed: true, run: reports(["CoreTests": (3, 0)]))
        #expect(verdicts["my-libTests"]?.verdict == .ranNoTests)
        let empty = TestTarget(name: "EmptyTests", module: "EmptyTests", hasTests: false)
        #expect(
            SwiftTestRunner.verdicts(of: [empty], passed: true, run: reports([:]))["EmptyTests"]?.verdict == .passed)
    }

    @Test func aFailedRunThatSaysNotWhichTargetLeavesEveryVerdictUnknown() {
        // A crash: no report, or one in which nothing failed. Pinning decides; a pass is never assumed.
        let crashed = SwiftTestRunner.RunReports(modules: nil, hasXCTestReport: false)
        #expect(SwiftTestRunner.verdicts(of: [core, hyphenated], passed: false, run: crashed).isEmpty)
        #expect(SwiftTestRunner.verdicts(of: [core], passed: false, run: reports(["CoreTests": (3, 0)])).isEmpty)
    }

    @Test func withoutXCTestsReportItsFailuresAreReadFromItsOutput() {
        let output = """
            Test Suite 'All tests' started at 2026-11-27 13:40:00.000
            /repo/.build/forge/selected/Tests/my-libTests/ParserTests.swift:12: error: ParserTests.testA : XCTAssertEqual failed
            Test Case 'ParserTests.testA' failed (0.001 seconds)
            Test Suite 'All tests' failed at 2026-11-27 13:40:00.100
            """
        let verdicts = SwiftTestRunner.verdicts(
            of: [core, hyphenated], passed: false, run: reports([:], hasXCTestReport: false, output: output))
        #expect(verdicts["my-libTests"]?.verdict == .failed)
        // XCTest ran to its end, so the other target's tests ran and passed.
        #expect(verdicts["CoreTests"]?.verdict == .passed)
        let cutShort = SwiftTestRunner.verdicts(
            of: [core, hyphenated], passed: false,
            run: reports(
                [:], hasXCTestReport: false,
                output: String(output.split(separator: "\n").dropLast().joined(separator: "\n"))))
        #expect(cutShort["my-libTests"]?.verdict == .failed && cutShort["CoreTests"] == nil)
        #expect(
            SwiftTestRunner.verdicts(of: [core], passed: true, run: reports([:], hasXCTestReport: false))["CoreTests"]?
                .verdict == .passed)
    }

    @Test func aRunThatPassedPassesEveryTargetWhateverItsOutputShows() {
        let output = "/repo/Tests/my-libTests/MatcherTests.swift:12: error: MatcherTests.testA : expected to fail\n"
        let verdicts = SwiftTestRunner.verdicts(
            of: [core, hyphenated], passed: true,
            run: reports(["CoreTests": (1, 0), "my_libTests": (1, 0)], output: output))
        #expect(verdicts.values.allSatisfy { $0.verdict == .passed })
    }

    @Test func aCrashIsPinnedOnTheModuleItsFatalErrorNames() {
        let output = """
            Test Case 'ExecutableTests.testRun' started at 2026-11-27 13:40:00.000
            my_libTests/ExecutableTests.swift:23: Fatal error: couldn't find the products directory
            """
        let verdicts = SwiftTestRunner.verdicts(
            of: [core, hyphenated], passed: false, run: reports([:], hasXCTestReport: false, output: output))
        #expect(verdicts["my-libTests"]?.verdict == .failed)
        // Cut short by the crash: whether CoreTests ran is unknown, so it runs alone, a first verdict of its own.
        #expect(verdicts["CoreTests"] == nil)
    }

    @Test func aPassAloneAfterAFailedRunIsReportedAsAFailureThatRecordsNothing() {
        let result = TestRunResult(.passedOnlyAlone)
        #expect(!result.passed)
        #expect(result.explanation(for: core)?.contains("does not make that failure a pass") == true)
    }
}

import Foundation

/// The xUnit reports `swift test --xunit-output FILE` writes: FILE for XCTest, and `FILE` with
/// `-swift-testing` before its extension for Swift Testing; each `<testcase classname="Module.Type"
/// time="seconds">`, with a `<failure>` inside when the test failed.
package enum XUnitReport {
    /// What one module's tests did in a run.
    package struct ModuleResult: Equatable {
        /// Test cases run (skipped ones included, as XCTest counts them).
        var executed = 0
        var failed = 0
        /// XCTest runs a module's tests one after the other: the sum of their times.
        var serialSeconds = 0.0
        /// Swift Testing runs them side by side: its longest test (each test's time there includes the waits of
        /// running beside the others).
        var parallelSeconds = 0.0

        /// How long the module's tests took.
        var seconds: Double { serialSeconds + parallelSeconds }
    }

    /// One test case of a report.
    package struct TestCase: Equatable {
        let module: String
        let seconds: Double
        let failed: Bool
    }

    /// Each module's results from both reports of `file` (those that exist); nil when neither exists, so
    /// nothing is known of the run.
    package static func results(of file: URL) -> [String: ModuleResult]? {
        let xctest = try? String(contentsOf: file, encoding: .utf8)
        let swiftTesting = try? String(contentsOfFile: swiftTestingPath(of: file), encoding: .utf8)
        guard xctest != nil || swiftTesting != nil else { return nil }
        var results: [String: ModuleResult] = [:]
        for testCase in testCases(in: xctest ?? "") {
            results[testCase.module, default: ModuleResult()].add(testCase, parallel: false)
        }
        for testCase in testCases(in: swiftTesting ?? "") {
            results[testCase.module, default: ModuleResult()].add(testCase, parallel: true)
        }
        return results
    }

    /// Where Swift Testing's report of `file` is.
    package static func swiftTestingPath(of file: URL) -> String {
        file.deletingPathExtension().path + "-swift-testing." + file.pathExtension
    }

    /// Each test case's module (the classname's first component), time and whether it failed.
    package static func testCases(in text: String) -> [TestCase] {
        text.components(separatedBy: "<testcase ").dropFirst().compactMap { element in
            let attributes = element.prefix { $0 != ">" }
            guard let classname = value(of: "classname", in: attributes),
                let module = classname.split(separator: ".").first
            else { return nil }
            // A test case closes itself (`/>`) or ends at `</testcase>`; a failure is inside it.
            let body = attributes.hasSuffix("/") ? "" : element.components(separatedBy: "</testcase>")[0]
            return TestCase(
                module: String(module), seconds: value(of: "time", in: attributes).flatMap(Double.init) ?? 0,
                failed: body.contains("<failure") || body.contains("<error"))
        }
    }

    private static func value(of name: String, in attributes: Substring) -> String? {
        guard let start = attributes.range(of: " \(name)=\"") ?? attributes.range(of: "\(name)=\""),
            let end = attributes[start.upperBound...].firstIndex(of: "\"")
        else { return nil }
        return String(attributes[start.upperBound..<end])
    }
}

extension XUnitReport.ModuleResult {
    /// Counts `testCase`, run beside the module's others (`parallel`) or after them.
    fileprivate mutating func add(_ testCase: XUnitReport.TestCase, parallel: Bool) {
        executed += 1
        if testCase.failed { failed += 1 }
        if parallel {
            parallelSeconds = max(parallelSeconds, testCase.seconds)
        } else {
            serialSeconds += testCase.seconds
        }
    }
}

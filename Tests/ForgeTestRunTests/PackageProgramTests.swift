import ForgeGeneratedPackages
import ForgeTestSupport
import Foundation
import OffThePool
import Testing

@testable import ForgeTestRun

/// A test run with the real `swift` on a package whose test runs the package's own program, as `swift test`
/// lets any test do: by default the program is built and its sources are in the test's hash.
@Suite(.offThePool) struct PackageProgramTests {
    @Test func aTestThatRunsAProgramOfThePackagePassesAndRerunsWhenTheProgramChanges() throws {
        let package = try TemporaryRepository.packageWhoseTestRunsItsProgram(declared: false)
        let first = package.runTests()
        #expect(first.passed, "\(first.childOutput)")
        #expect(first.reasons("CoreTests") == ["never passed"])
        try package.write("Sources/Tool/main.swift", "print(\"tool, edited\")\n")
        let plan = package.runTests { $0.dryRun = true }
        #expect(plan.reasons("CoreTests") == ["Sources/Tool/main.swift changed"], "\(plan.ran)")

        // Declared, and the program left out: the program an earlier run built is not there to run either, so
        // the test fails here as it would in a fresh checkout.
        try package.write(
            "Manifest/project.json",
            #"{ "name": "Sample", "swiftToolsVersion": "6.0", "swiftLanguageMode": "6", "testInputs": "declared" }"#)
        try #require(try package.generatePackage())
        let declared = package.runTests()
        #expect(!declared.passed, "\(declared.childOutput)")
        #expect(declared.failed == ["CoreTests"])
    }
}

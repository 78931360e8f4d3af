import ForgeTestSupport
import Foundation
import Testing

@testable import ForgeTestRun

/// A test run with the real `swift` on a package whose test runs the package's own program, as `swift test`
/// lets any test do: by default the program is built and its sources are in the test's hash.
@Suite struct PackageProgramTests {
    private static let test = #"""
        import Core
        import Foundation
        import Testing

        @Test func readsAFileAndRunsATool() throws {
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
            #expect(try String(contentsOf: root.appendingPathComponent("Data/words.txt"), encoding: .utf8) == "hi\n")
            let tool = Process()
            // Where `swift test` finds a program of the package: beside the tests, in its products folder.
            tool.executableURL = Bundle.main.bundleURL.appendingPathComponent("tool")
            try tool.run()
            tool.waitUntilExit()
            #expect(tool.terminationStatus == 0 && core == 1)
        }
        """#

    /// A package whose test reads `Data/words.txt` and runs the package's program `tool`.
    static func packageWhoseTestRunsItsProgram(declared: Bool) throws -> TemporaryRepository {
        let policy = declared ? #", "testInputs": "declared""# : ""
        let package = try TemporaryRepository.withProject(
            #"{ "name": "Sample", "swiftToolsVersion": "6.0", "swiftLanguageMode": "6"\#(policy) }"#)
        try package.write("Manifest/Core.json", #"{ "name": "Core", "tests": true }"#)
        try package.write("Manifest/Tool.json", #"{ "name": "Tool", "type": "executable", "executableName": "tool" }"#)
        try package.write("Sources/Core/Core.swift", "public let core = 1\n")
        try package.write("Sources/Tool/main.swift", "print(\"tool\")\n")
        try package.write("Data/words.txt", "hi\n")
        try package.write("Tests/CoreTests/CoreTests.swift", Self.test)
        try #require(try package.generatePackage())
        return package
    }

    @Test func aTestThatRunsAProgramOfThePackagePassesAndRerunsWhenTheProgramChanges() throws {
        let package = try Self.packageWhoseTestRunsItsProgram(declared: false)
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

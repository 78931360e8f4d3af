import ForgeGeneratedPackages
import ForgeTestSupport
import Foundation
import OffThePool
import Testing

@testable import ForgeTestRun

/// A test run on a two-target package, with the real `swift build` and `swift test`: a second run runs nothing,
/// and a failing edit runs only the target it reaches, is not recorded, and fails the run.
@Suite(.offThePool) struct RealSwiftRunTests {
    @Test func runsWhatWasNeverProvenWithRealSwift() throws {
        let package = try TemporaryRepository.withProject()
        try package.write("Manifest/Core.json", #"{ "name": "Core", "tests": true }"#)
        try package.write("Manifest/Feature.json", #"{ "name": "Feature", "dependencies": ["Core"], "tests": true }"#)
        try package.write("Sources/Core/Core.swift", "public func core() -> Int { 1 }\n")
        try package.write("Sources/Feature/Feature.swift", "import Core\npublic func feature() -> Int { core() + 1 }\n")
        try package.write(
            "Tests/CoreTests/CoreTests.swift",
            "import Testing\n@testable import Core\n@Test func one() { #expect(core() == 1) }\n")
        let featureTest = "import Testing\n@testable import Feature\n@Test func two() { #expect(feature() == %d) }\n"
        try package.write("Tests/FeatureTests/FeatureTests.swift", String(format: featureTest, 2))
        try #require(try package.generatePackage())

        let first = package.runTests()
        #expect(first.passed, "\(first.childOutput)")
        #expect(first.ran == ["CoreTests", "FeatureTests"] && first.failed.isEmpty)
        let second = package.runTests()
        #expect(second.passed && second.ran.isEmpty && second.skipped.count == 2)

        try package.write("Tests/FeatureTests/FeatureTests.swift", String(format: featureTest, 3))
        let failing = package.runTests()
        #expect(!failing.passed)
        #expect(failing.failed == ["FeatureTests"] && failing.skipped == ["CoreTests"])
        let again = package.runTests { $0.dryRun = true }
        #expect(again.reasons("FeatureTests") == ["Tests/FeatureTests/FeatureTests.swift changed"])
    }
}

import ForgeTestSupport
import Foundation
import ProcessRunner
import Testing

/// The built `forge test` on a two-target package, with the real `swift build` and `swift test`: a second run
/// runs nothing, and a failing edit runs only the target it reaches, is not recorded, and fails the run.
@Suite struct SelectiveTestingEndToEndTests {
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
        #expect(try BuiltProducts.run("forge", ["generate"], in: package.root).status == 0)

        let first = try BuiltProducts.run("forge", ["test", "--format", "json"], in: package.root)
        #expect(first.status == 0, "\(first.errors)")
        let plan = try JSONSerialization.jsonObject(with: Data(first.output.utf8)) as? [String: Any]
        #expect(plan?["run"] as? [String] == ["CoreTests", "FeatureTests"])
        #expect(plan?["failed"] as? [String] == [])
        let second = try BuiltProducts.run("forge", ["test"], in: package.root)
        #expect(second.output.hasSuffix("forge test: ran 0, failed 0, skipped 2\n"))

        try package.write("Tests/FeatureTests/FeatureTests.swift", String(format: featureTest, 3))
        let failing = try BuiltProducts.run("forge", ["test"], in: package.root)
        #expect(failing.status == 1)
        #expect(failing.output.contains("failed FeatureTests"))
        #expect(failing.output.contains("skipped CoreTests"))
        let again = try BuiltProducts.run("forge", ["test", "--dry-run"], in: package.root)
        #expect(again.output.contains("would run FeatureTests: Tests/FeatureTests/FeatureTests.swift changed"))
    }
}

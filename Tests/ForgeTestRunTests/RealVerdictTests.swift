import ForgeGeneratedPackages
import ForgeTestSupport
import Foundation
import OffThePool
import Testing

@testable import ForgeTestRun

/// A test run with the real `swift`: a test target whose name is no Swift identifier (`my-libTests`, compiled
/// as `my_libTests`) and a flaky one, in one package.
@Suite(.offThePool) struct RealVerdictTests {
    private static let flakyTest = #"""
        import Foundation
        import XCTest

        final class OtherTests: XCTestCase {
            /// Fails the first time it runs in this checkout, passes after.
            func testFlaky() throws {
                let marker = FileManager.default.temporaryDirectory.appendingPathComponent(
                    "forge-flaky" + #filePath.replacingOccurrences(of: "/", with: "_"))
                let first = !FileManager.default.fileExists(atPath: marker.path)
                try Data().write(to: marker)
                XCTAssertFalse(first, "fails on its first run")
            }
        }
        """#

    @Test func aHyphenatedTargetsFailureFailsTheRunAndAFlakyTargetIsNamed() throws {
        let package = try TemporaryRepository.withProject()
        try package.write("Manifest/my-lib.json", #"{ "name": "my-lib", "path": "Sources/my-lib" }"#)
        try package.write(
            "Manifest/my-libTests.json", #"{ "name": "my-libTests", "type": "test", "dependencies": ["my-lib"] }"#)
        try package.write("Manifest/OtherTests.json", #"{ "name": "OtherTests", "type": "test" }"#)
        try package.write("Sources/my-lib/Lib.swift", "public let answer = 41\n")
        try package.write(
            "Tests/my-libTests/LibTests.swift",
            "import XCTest\nimport my_lib\n\nfinal class LibTests: XCTestCase {\n"
                + "    func testAnswer() { XCTAssertEqual(answer, 42) }\n}\n")
        try package.write("Tests/OtherTests/OtherTests.swift", Self.flakyTest)
        defer {
            let marker = FileManager.default.temporaryDirectory.appendingPathComponent(
                "forge-flaky"
                    + package.root.appendingPathComponent(".build/forge/selected/Tests/OtherTests/OtherTests.swift")
                    .path.replacingOccurrences(of: "/", with: "_"))
            try? FileManager.default.removeItem(at: marker)
        }
        try #require(try package.generatePackage())

        let first = package.runTests()
        #expect(!first.passed, "\(first.childOutput)")
        #expect(Set(first.failed) == ["my-libTests", "OtherTests"], "\(first.childOutput)")
        #expect(first.reasons("my-libTests") == ["never passed"] && first.failure("my-libTests") == "its tests failed")
        #expect(first.reasons("OtherTests") == ["never passed"])

        try package.write("Sources/my-lib/Lib.swift", "public let answer = 42\n")
        let second = package.runTests()
        #expect(second.passed, "\(second.childOutput)")
        #expect(second.reasons("my-libTests") == ["never passed"])
        #expect(second.ran.count == 2 && second.skipped.isEmpty && second.flaky == ["OtherTests"])
        let listed = try SelectiveTestRun(root: package.root) { _ in }.flakyTargets(
            .init(), store: SelectiveTestRun.store(nil, root: package.root, environment: [:]))
        #expect(listed.flaky.map(\.target) == ["OtherTests"] && listed.checked == 2)
    }
}

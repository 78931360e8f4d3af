import ForgeTestSupport
import Foundation
import Testing

@testable import ForgeTestRun

/// `forge test` with the real `swift`: a test target whose name is no Swift identifier (`my-libTests`, compiled
/// as `my_libTests`) and a flaky one, in one package.
@Suite struct RealVerdictTests {
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
        try #require(package.forge("generate").code == .success)

        let first = package.forge("test")
        #expect(first.code == .failure, "\(first.output)")
        #expect(first.output.contains("failed my-libTests: never passed\n    its tests failed\n"), "\(first.output)")
        #expect(first.output.contains("failed OtherTests: never passed\n"), "\(first.output)")

        try package.write("Sources/my-lib/Lib.swift", "public let answer = 42\n")
        let second = package.forge("test")
        #expect(second.code == .success, "\(second.output)")
        #expect(second.output.contains("passed my-libTests: never passed\n"), "\(second.output)")
        #expect(second.output.contains("flaky OtherTests: failed ("), "\(second.output)")
        #expect(second.output.hasSuffix("forge test: ran 2, failed 0, skipped 0, flaky 1\n"), "\(second.output)")
        let listed = package.forge("test", "--flaky", "--format", "json")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(listed.output.utf8)) as? [String: Any])
        #expect((json["flaky"] as? [[String: String]])?.map { $0["target"] } == ["OtherTests"])
    }
}

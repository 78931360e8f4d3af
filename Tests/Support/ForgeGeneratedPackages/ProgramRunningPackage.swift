import ForgeTestSupport
import Testing

extension TemporaryRepository {
    private static let testRunningAProgram = #"""
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

    /// A package whose test reads `Data/words.txt` and runs the package's program `tool`, neither declared; with
    /// `declared`, its project declares its tests' inputs (`"testInputs": "declared"`). `Package.swift` is
    /// generated.
    package static func packageWhoseTestRunsItsProgram(declared: Bool) throws -> TemporaryRepository {
        let policy = declared ? #", "testInputs": "declared""# : ""
        let package = try TemporaryRepository.withProject(
            #"{ "name": "Sample", "swiftToolsVersion": "6.0", "swiftLanguageMode": "6"\#(policy) }"#)
        try package.write("Manifest/Core.json", #"{ "name": "Core", "tests": true }"#)
        try package.write("Manifest/Tool.json", #"{ "name": "Tool", "type": "executable", "executableName": "tool" }"#)
        try package.write("Sources/Core/Core.swift", "public let core = 1\n")
        try package.write("Sources/Tool/main.swift", "print(\"tool\")\n")
        try package.write("Data/words.txt", "hi\n")
        try package.write("Tests/CoreTests/CoreTests.swift", Self.testRunningAProgram)
        try #require(try package.generatePackage())
        return package
    }
}

import ForgeTestSupport
import Foundation
import OffThePool
import Testing

@testable import ForgeScaffolding

/// The strongest proof a scaffold works: the stand-in repository (`ScaffoldRepositories.standIn`) with a new feature builds, its
/// tests pass, and the app runs the new command. Slow (a build of the Core modules, the feature and the app), so it is one test.
@Suite(.offThePool) struct ScaffoldBuildTests {
    private func run(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let log = folder.appendingPathComponent(".scaffold-test.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return (process.terminationStatus, try String(contentsOf: log, encoding: .utf8))
    }

    @Test(.timeLimit(.minutes(20)))
    func aScaffoldedCopyBuildsPassesItsTestsAndRuns() throws {
        let copy = try ScaffoldRepositories.standIn()
        let scaffold = Scaffolding(root: copy.root).scaffold(name: "Favorites")
        guard case .created = scaffold.outcome else {
            Issue.record("\(scaffold.outcome)")
            return
        }
        let testFolders = try FileManager.default.contentsOfDirectory(
            atPath: copy.root.appendingPathComponent("Tests").path
        ).filter { $0.hasPrefix("Favorites") }.map { "Tests/\($0)" }
        let format = try run(
            ["swift", "format", "lint", "--strict", "--recursive", "Modules/Features/Favorites"] + testFolders,
            in: copy.root)
        #expect(format.status == 0, "the scaffold breaks the repository's format rules:\n\(format.output)")
        let build = try run(["swift", "build", "--build-tests"], in: copy.root)
        try #require(build.status == 0, "\(build.output.suffix(3000))")
        let tests = try run(["swift", "test", "--skip-build", "--filter", "^Favorites"], in: copy.root)
        #expect(tests.status == 0, "\(tests.output.suffix(3000))")
        #expect(tests.output.contains("Test run with 6 tests in 4 suites passed"), "\(tests.output.suffix(2000))")
        let app = try run(
            [copy.root.appendingPathComponent(".build/debug/movieland").path, "favorites"], in: copy.root)
        #expect(app.status == 0)
        #expect(app.output == "ID  Title\n──  ──────\n 1  First\n 2  Second\n")
    }
}

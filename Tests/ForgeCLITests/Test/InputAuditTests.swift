import ForgeTestSupport
import Foundation
import Testing

@testable import ForgeInputAudit
@testable import ForgeTestRun

/// `forge test --audit-inputs` with the real `swift` and `strace`, on a package whose test reads a file outside
/// its folder and runs a program of the package, neither declared: both are found, and once declared nothing is.
@Suite(
    .enabled(
        if: SelectiveTestRun.auditUnavailable() == nil,
        "needs strace (.ci/install-test-tools installs it), and a process not already traced (ptrace does not nest)"))
struct InputAuditTests {
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
        try #require(package.forge("generate").code == .success)
        return package
    }

    @Test func aProgramTheTestRunsButItsManifestLeavesOutIsNamedWithItsTarget() throws {
        let package = try Self.packageWhoseTestRunsItsProgram(declared: true)

        let undeclared = package.forge("test", "--audit-inputs", "--format", "json")
        #expect(undeclared.code == .failure)
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(undeclared.output.utf8)) as? [String: Any])
        let accesses = try #require((report["undeclared"] as? [String: [[String: String]]])?["CoreTests"])
        #expect(accesses.contains { $0["kind"] == "read" && $0["path"] == "Data/words.txt" }, "\(accesses)")
        // forge test's build lacks the program its hash does not cover: the test looks for it and fails.
        #expect(accesses.contains { $0["kind"] == "missing" && $0["target"] == "Tool" }, "\(accesses)")
        #expect((report["failed"] as? [String]) == ["CoreTests"])
        #expect(accesses.count == 2, "\(accesses)")

        try package.write(
            "Manifest/Core.json",
            #"{ "name": "Core", "tests": { "inputs": { "paths": ["Data"], "targets": ["Tool"] } } }"#)
        try #require(package.forge("generate").code == .success)
        let declared = package.forge("test", "--audit-inputs")
        #expect(declared.code == .success, "\(declared.output)")
        #expect(declared.output.contains("audited CoreTests: every file and program it used is an input\n"))
    }

    @Test func whatATestUsesOutsideTheRepositoryIsNamedAsOutsideUntilTheTargetIsNotCacheable() throws {
        let folder = try TemporaryRepository()
        try folder.write("outside.txt", "beside the repository\n")
        try folder.write(
            "app/Manifest/project.json",
            #"{ "name": "Sample", "swiftToolsVersion": "6.0", "swiftLanguageMode": "6", "testInputs": "declared" }"#)
        try folder.write("app/Manifest/Core.json", #"{ "name": "Core", "tests": true }"#)
        try folder.write("app/Sources/Core/Core.swift", "public let core = 1\n")
        try folder.write(
            "app/Tests/CoreTests/CoreTests.swift",
            #"""
            import Core
            import Foundation
            import Testing

            @Test func usesTheWorld() throws {
                // The folder that holds the repository, `app`, wherever the tests were compiled from.
                let beside = String(#filePath.prefix { _ in true }.components(separatedBy: "/app/")[0])
                let outside = URL(fileURLWithPath: beside).appendingPathComponent("outside.txt")
                #expect(try String(contentsOf: outside, encoding: .utf8).hasPrefix("beside"))
                // A datagram socket's connect sends nothing: enough for the audit to see the address.
                let socket = Glibc.socket(AF_INET, Int32(SOCK_DGRAM.rawValue), 0)
                var address = sockaddr_in()
                address.sin_family = sa_family_t(AF_INET)
                address.sin_port = in_port_t(9).bigEndian
                address.sin_addr.s_addr = inet_addr("192.0.2.1")
                _ = withUnsafePointer(to: &address) {
                    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                        connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                    }
                }
                close(socket)
                #expect(core == 1)
            }
            """#)
        let app = folder.root.appendingPathComponent("app").path
        try #require(folder.forge(["generate", "--root", app]).code == .success)
        let audit = folder.forge(["test", "--root", app, "--audit-inputs"])
        #expect(audit.code == .failure, "\(audit.output)\(audit.errors)")
        let outside = folder.root.appendingPathComponent("outside.txt").standardizedFileURL.path
        #expect(audit.output.contains("reads \(outside), outside the repository: not hashed"), "\(audit.output)")
        #expect(audit.output.contains("connects to 192.0.2.1:9, another machine: not hashed"), "\(audit.output)")
        #expect(audit.output.contains(#"declare "tests": {"inputs": {"cacheable": false}}"#), "\(audit.output)")

        try folder.write(
            "app/Manifest/Core.json", #"{ "name": "Core", "tests": { "inputs": { "cacheable": false } } }"#)
        try #require(folder.forge(["generate", "--root", app]).code == .success)
        let uncacheable = folder.forge(["test", "--root", app, "--audit-inputs"])
        #expect(uncacheable.code == .success, "\(uncacheable.output)")
    }
}

/// `forge test` with the real `swift` on a package whose test runs the package's own program, as `swift test`
/// lets any test do: by default the program is built and its sources are in the test's hash.
@Suite struct PackageProgramTests {
    @Test func aTestThatRunsAProgramOfThePackagePassesAndRerunsWhenTheProgramChanges() throws {
        let package = try InputAuditTests.packageWhoseTestRunsItsProgram(declared: false)
        let first = package.forge("test")
        #expect(first.code == .success, "\(first.output)")
        #expect(first.output.contains("passed CoreTests: never passed"), "\(first.output)")
        try package.write("Sources/Tool/main.swift", "print(\"tool, edited\")\n")
        let plan = package.forge("test", "--dry-run")
        #expect(plan.output.contains("would run CoreTests: Sources/Tool/main.swift changed"), "\(plan.output)")

        // Declared, and the program left out: the program an earlier run built is not there to run either, so
        // the test fails here as it would in a fresh checkout.
        try package.write(
            "Manifest/project.json",
            #"{ "name": "Sample", "swiftToolsVersion": "6.0", "swiftLanguageMode": "6", "testInputs": "declared" }"#)
        try #require(package.forge("generate").code == .success)
        let declared = package.forge("test")
        #expect(declared.code == .failure, "\(declared.output)")
        #expect(declared.output.contains("failed CoreTests"), "\(declared.output)")
    }
}

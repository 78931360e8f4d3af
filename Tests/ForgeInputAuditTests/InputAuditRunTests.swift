import ForgeGeneratedPackages
import ForgeTestSupport
import Foundation
import OffThePool
import Testing

@testable import ForgeInputAudit
@testable import ForgeTestRun

/// The audit with the real `swift` and `strace`, on a package whose test reads a file outside its folder and runs
/// a program of the package, neither declared: both are found, and once declared nothing is.
@Suite(
    .offThePool,
    .enabled(
        if: AuditUnavailability.here() == nil,
        "needs strace (.ci/install-test-tools installs it), and a process not already traced (ptrace does not nest)"))
struct InputAuditRunTests {
    /// The audit of every test target of the repository (or of its folder `path`).
    private static func audit(
        _ repository: TemporaryRepository, in path: String? = nil
    ) throws(AuditStop) -> AuditReport {
        let audit = InputAuditRun(root: path.map { repository.root.appendingPathComponent($0) } ?? repository.root) {
            _ in
        }
        let options = SelectiveTestRun.Options()
        return try audit.audit(options, runner: audit.run.runner(for: options))
    }

    @Test func aProgramTheTestRunsButItsManifestLeavesOutIsNamedWithItsTarget() throws {
        let package = try TemporaryRepository.packageWhoseTestRunsItsProgram(declared: true)

        let undeclared = try Self.audit(package)
        #expect(!undeclared.isClean)
        let core = try #require(undeclared.targets.first)
        #expect(undeclared.targets.map(\.name) == ["CoreTests"] && core.traced)
        #expect(core.undeclared.contains { $0.kind == .read && $0.path == "Data/words.txt" }, "\(core.undeclared)")
        // A run's build lacks the program its hash does not cover: the test looks for it and fails.
        #expect(core.undeclared.contains { $0.kind == .missing(target: "Tool") }, "\(core.undeclared)")
        #expect(!core.passed)
        #expect(core.undeclared.count == 2, "\(core.undeclared)")

        try package.write(
            "Manifest/Core.json",
            #"{ "name": "Core", "tests": { "inputs": { "paths": ["Data"], "targets": ["Tool"] } } }"#)
        try #require(try package.generatePackage())
        let declared = try Self.audit(package)
        #expect(declared.isClean, "\(declared.targets.map(\.undeclared))")
        #expect(declared.targets.map(\.name) == ["CoreTests"] && declared.targets.allSatisfy(\.passed))
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
                // A datagram socket connected and closed with nothing sent is a route probe; one sent is not.
                datagram(to: "192.0.2.1", sending: true)
                datagram(to: "192.0.2.2", sending: false)
                #expect(core == 1)
            }

            func datagram(to host: String, sending: Bool) {
                let socket = Glibc.socket(AF_INET, Int32(SOCK_DGRAM.rawValue), 0)
                var address = sockaddr_in()
                address.sin_family = sa_family_t(AF_INET)
                address.sin_port = in_port_t(9).bigEndian
                address.sin_addr.s_addr = inet_addr(host)
                let length = socklen_t(MemoryLayout<sockaddr_in>.size)
                _ = withUnsafePointer(to: &address) {
                    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                        sending ? sendto(socket, "x", 1, 0, $0, length) : Int(connect(socket, $0, length))
                    }
                }
                close(socket)
            }
            """#)
        try #require(try folder.generatePackage(in: "app"))
        let audit = try Self.audit(folder, in: "app")
        #expect(!audit.isClean)
        let accesses = audit.targets.flatMap(\.undeclared)
        let outside = folder.root.appendingPathComponent("outside.txt").standardizedFileURL.path
        #expect(accesses.contains { $0.kind == .readOutside && $0.path == outside }, "\(accesses)")
        #expect(accesses.contains { $0.kind == .connected && $0.path == "192.0.2.1:9" }, "\(accesses)")
        #expect(!accesses.contains { $0.path.hasPrefix("192.0.2.2") }, "\(accesses)")
        // Declared by the module's `"tests": true`: what to declare goes in a `"tests"` object.
        #expect(!audit.isDeclaredAlone("CoreTests") && audit.manifest(of: "CoreTests") == "Manifest/Core.json")

        try folder.write(
            "app/Manifest/Core.json", #"{ "name": "Core", "tests": { "inputs": { "cacheable": false } } }"#)
        try #require(try folder.generatePackage(in: "app"))
        let uncacheable = try Self.audit(folder, in: "app")
        #expect(uncacheable.isClean, "\(uncacheable.targets.map(\.undeclared))")
    }
}

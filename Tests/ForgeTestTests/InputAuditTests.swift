import ForgeTestSupport
import Foundation
import Testing

@testable import ForgeTest

/// `forge test --audit-inputs` with the real `swift` and `strace`, on a package whose test reads a file outside
/// its folder and runs a program of the package, neither declared: both are found, and once declared nothing is.
@Suite(
    .enabled(
        if: TestCommand.auditUnavailable() == nil,
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
            tool.executableURL = root.appendingPathComponent(".build/debug/tool")
            try tool.run()
            tool.waitUntilExit()
            #expect(tool.terminationStatus == 0 && core == 1)
        }
        """#

    @Test func anUndeclaredFileAndProgramAreFoundAndDeclaredOnesAreNot() throws {
        let package = try TemporaryRepository.withProject()
        try package.write("Manifest/Core.json", #"{ "name": "Core", "tests": true }"#)
        try package.write("Manifest/Tool.json", #"{ "name": "Tool", "type": "executable", "executableName": "tool" }"#)
        try package.write("Sources/Core/Core.swift", "public let core = 1\n")
        try package.write("Sources/Tool/main.swift", "print(\"tool\")\n")
        try package.write("Data/words.txt", "hi\n")
        try package.write("Tests/CoreTests/CoreTests.swift", Self.test)
        try #require(package.forge("generate").code == .success)

        let undeclared = package.forge("test", "--audit-inputs", "--format", "json")
        #expect(undeclared.code == .failure)
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(undeclared.output.utf8)) as? [String: Any])
        let accesses = try #require((report["undeclared"] as? [String: [[String: String]]])?["CoreTests"])
        #expect(accesses.contains { $0["kind"] == "read" && $0["path"] == "Data/words.txt" }, "\(accesses)")
        #expect(accesses.contains { $0["kind"] == "ran" && $0["target"] == "Tool" }, "\(accesses)")
        #expect(accesses.count == 2, "\(accesses)")

        try package.write(
            "Manifest/Core.json",
            #"{ "name": "Core", "tests": { "inputs": { "paths": ["Data"], "targets": ["Tool"] } } }"#)
        try #require(package.forge("generate").code == .success)
        let declared = package.forge("test", "--audit-inputs")
        #expect(declared.code == .success, "\(declared.output)")
        #expect(declared.output.contains("audited CoreTests: every file and program it used is an input\n"))
    }
}

/// Reading `strace -ff` output: a process tree, working folders, and only successful reads of files.
@Suite struct SystemCallTraceTests {
    @Test func readsAreResolvedAgainstTheFolderEachProcessWasIn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("forge-trace-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "trace.100": """
            execve("/usr/bin/swift", ["swift", "test"], 0x7ffd /* 3 vars */) = 0
            openat(AT_FDCWD, "Package.swift", O_RDONLY|O_CLOEXEC) = 3
            clone3({flags=CLONE_VM|CLONE_VFORK, exit_signal=SIGCHLD}, 88) = 101
            """,
            "trace.101": """
            chdir("/repo/Tests") = 0
            execve("/repo/.build/debug/PackageTests.xctest", ["x"], 0x7ffd /* 3 vars */) = 0
            openat(AT_FDCWD, "../Data/a \\"b\\".txt", O_RDONLY) = 4
            openat(AT_FDCWD, "/repo/Missing.txt", O_RDONLY) = -1 ENOENT (No such file or directory)
            openat(AT_FDCWD, "/repo/Sources", O_RDONLY|O_NONBLOCK|O_CLOEXEC|O_DIRECTORY) = 5
            openat(AT_FDCWD, "/repo/Out.txt", O_WRONLY|O_CREAT|O_TRUNC, 0644) = 6
            vfork() = 102
            """,
            "trace.102": """
            execve("/repo/.build/debug/tool", ["tool"], 0x7ffd /* 3 vars */) = 0
            open("config.json", O_RDONLY) = 3
            """,
        ]
        for (name, text) in files {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let trace = SystemCallTrace(folder: folder, prefix: "trace", directory: "/repo")
        #expect(trace.roots == [100])
        let tested = trace.descendants { $0.hasSuffix(".xctest") }
        #expect(Set(tested.flatMap(\.read)) == ["/repo/Data/a \"b\".txt", "/repo/Tests/config.json"])
        #expect(
            Set(tested.flatMap(\.executed)) == ["/repo/.build/debug/PackageTests.xctest", "/repo/.build/debug/tool"])
        #expect(trace.processes[100]?.read == ["/repo/Package.swift"])
    }
}

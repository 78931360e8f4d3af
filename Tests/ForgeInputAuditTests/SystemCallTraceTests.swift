import Foundation
import Testing

@testable import ForgeInputAudit

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
            newfstatat(AT_FDCWD, "/repo/.build/debug/math", 0x7ffd, 0) = -1 ENOENT (No such file or directory)
            access("/repo/Data/absent.txt", R_OK) = -1 ENOENT (No such file or directory)
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
        #expect(Set(tested.flatMap(\.missing)) == ["/repo/.build/debug/math", "/repo/Data/absent.txt"])
        // Missing, a file was not read; a program of the package's that is missing is named with its target.
        let audit = InputAudit(rootPath: "/repo", hashes: [:], programs: ["math": "Math"])
        #expect(
            audit.undeclared(for: "CoreTests", in: trace).filter {
                $0.path.hasPrefix(".build") || $0.path.contains("absent")
            }
                == [InputAudit.Access(kind: .missing(target: "Math"), path: ".build/debug/math")])
    }
}

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

/// Where a path a test used comes from, in any build folder or none.
@Suite struct PathOriginTests {
    private let programs = ["tool": "Tool", "math": "Math"]

    private func origin(_ path: String) -> PathOrigin { PathOrigin(path, rootPath: "/repo", programs: programs) }

    @Test func programsAreFoundInEveryBuildFolderAndSourcesThroughTheSelectedPackagesLinks() {
        #expect(origin("/repo/.build/debug/tool") == .program(path: ".build/debug/tool", target: "Tool"))
        #expect(
            origin("/repo/.build/x86_64-unknown-linux-gnu/release/math")
                == .program(path: ".build/x86_64-unknown-linux-gnu/release/math", target: "Math"))
        #expect(
            origin("/repo/.build/forge/selected/.build/debug/tool")
                == .program(path: ".build/forge/selected/.build/debug/tool", target: "Tool"))
        #expect(
            origin("/repo/.build-release/debug/tool") == .program(path: ".build-release/debug/tool", target: "Tool"))
        #expect(origin("/repo/.build/forge/selected/Tests/Fixtures/a.json") == .source("Tests/Fixtures/a.json"))
        #expect(origin("/repo/Scripts/run.sh") == .source("Scripts/run.sh"))
    }

    @Test func buildOutputsHiddenFoldersAndTheSystemAreNoSources() {
        #expect(origin("/repo/.build/debug/Core.build/Core.swift.o") == .buildOutput)
        #expect(origin("/repo/.git/HEAD") == .hidden)
        #expect(origin("/usr/bin/git") == .outside)
        #expect(origin("/repository/Sources/a.swift") == .outside)
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

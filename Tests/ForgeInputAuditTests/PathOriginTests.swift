import Testing

@testable import ForgeInputAudit

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

    @Test func pythonsBytecodeCacheIsTheSourceItCaches() {
        // Python opens the cache and only stats the source: the source is the input.
        #expect(origin("/repo/Tools/__pycache__/gen.cpython-311.pyc") == .source("Tools/gen.py"))
        #expect(origin("/repo/__pycache__/top.cpython-312.opt-1.pyc") == .source("top.py"))
        #expect(origin("/repo/Tools/__pycache__/notes.txt") == .source("Tools/__pycache__/notes.txt"))
    }

    @Test func buildOutputsHiddenFoldersAndTheSystemAreNoSources() {
        #expect(origin("/repo/.build/debug/Core.build/Core.swift.o") == .buildOutput)
        #expect(origin("/repo/.git/HEAD") == .hidden)
        #expect(origin("/usr/bin/git") == .outside)
        #expect(origin("/repository/Sources/a.swift") == .outside)
    }
}

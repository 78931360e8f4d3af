import Testing

@testable import ForgeChangeImpact

/// Which tests a changed file selects, on a graph of forge-like tool modules: a module's own files select
/// it and what depends on it, a file a test declares as an input selects that test, and only a file under
/// `Tools/` that nothing owns and no test reads in particular selects everything.
@Suite struct AffectedModulesTests {
    private static let graph = AffectedGraph(modules: [
        AffectedGraph.Module(
            file: "Manifest/Tools/Lexer.json",
            targets: [
                AffectedGraph.Target(
                    name: "Lexer", path: "Tools/Forge/Lexer", isTest: false, host: nil, dependencies: []),
                AffectedGraph.Target(
                    name: "LexerTests", path: "Tests/LexerTests", isTest: true, host: "Lexer", dependencies: [],
                    inputPaths: ["Tools/catalogue", "Data/films.csv"]),
            ]),
        AffectedGraph.Module(
            file: "Manifest/Tools/Linter.json",
            targets: [
                AffectedGraph.Target(
                    name: "Linter", path: "Tools/Forge/Linter", isTest: false, host: nil, dependencies: ["Lexer"]),
                AffectedGraph.Target(
                    name: "LinterTests", path: "Tests/LinterTests", isTest: true, host: "Linter", dependencies: []),
            ]),
        AffectedGraph.Module(
            file: "Manifest/App.json",
            targets: [
                AffectedGraph.Target(name: "App", path: "Apps/App", isTest: false, host: nil, dependencies: []),
                AffectedGraph.Target(
                    name: "EndToEndTests", path: "Tests/EndToEndTests", isTest: true, host: nil,
                    dependencies: ["App"]),
            ]),
        AffectedGraph.Module(
            file: "Manifest/Tools/RepositoryTests.json",
            targets: [
                AffectedGraph.Target(
                    name: "RepositoryTests", path: "Tests/RepositoryTests", isTest: true, host: nil, dependencies: [],
                    inputPaths: ["."])
            ]),
    ])

    private func affected(_ path: String) -> AffectedModules {
        AffectedModules(changed: [path], graph: Self.graph)
    }

    @Test func aToolModulesOwnFileSelectsItAndItsDependentsOnly() {
        let result = affected("Tools/Forge/Lexer/Lexer.swift")
        #expect(!result.everything)
        #expect(result.modules == ["Lexer", "Linter"])
        #expect(result.tests == ["LexerTests", "LinterTests", "RepositoryTests"])
    }

    @Test func aTestThatReadsTheWholeRepositoryIsSelectedByAnyFile() {
        let result = affected("README.md")
        #expect(!result.everything)
        #expect(result.tests == ["RepositoryTests"])
    }

    @Test(arguments: ["Tools/catalogue/build.py", "Tools/catalogue", "Data/films.csv"])
    func aFileATestReadsSelectsThatTest(path: String) {
        let result = affected(path)
        #expect(!result.everything)
        #expect(result.modules.isEmpty)
        #expect(result.tests == ["LexerTests", "RepositoryTests"])
    }

    @Test func aFileBesideAnInputIsNotIt() {
        #expect(affected("Data/films.csv.orig").tests == ["RepositoryTests"])
        #expect(affected("Tools/catalogue2/x.py").everything)
    }

    @Test func aToolFileNothingOwnsOrReadsInParticularSelectsEverything() {
        let result = affected("Tools/bench/run.sh")
        #expect(result.everything)
        #expect(result.tests == ["LexerTests", "LinterTests", "EndToEndTests", "RepositoryTests"])
    }

    @Test func theBuildFilesSelectEverything() {
        for path in ["Makefile", "Package.swift", "Manifest/project.json", "Manifest/rules.json"] {
            #expect(affected(path).everything, "\(path)")
        }
    }

    @Test func theCacheKeepsInputPaths() throws {
        let key = AffectedGraphCache.Key(lines: ["F Manifest/App.json 1 2"], isRacy: false)
        let text = try #require(AffectedGraphCache.text(of: Self.graph, key: key))
        #expect(AffectedGraphCache.graph(in: Array(text.utf8), key: key) == Self.graph)
    }
}

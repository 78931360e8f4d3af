import ForgeTestSupport
import Foundation
import OffThePool
import Testing

@testable import ForgeChangeImpact

/// What a change since `HEAD` affects in the lint fixture, committed to a fresh git repository: the modules
/// and tests reached, the shards, and why there is no answer.
@Suite(.offThePool) struct AffectedReportTests {
    /// The lint fixture, committed to a fresh git repository.
    private func repository() throws -> LintFixture {
        let fixture = try LintFixture()
        fixture["MoviesDomain"].sources = nil
        try fixture.write()
        try git(fixture, "init", "-q")
        try git(fixture, "add", "-A")
        try git(fixture, "-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-q", "-m", "base")
        return fixture
    }

    private func git(_ fixture: LintFixture, _ arguments: String...) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", fixture.repository.root.path] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "git \(arguments)")
    }

    private func report(_ fixture: LintFixture, shard: String? = nil) throws(AffectedReport.Failure) -> AffectedReport {
        try AffectedReport(
            root: fixture.repository.root, base: "HEAD", shard: shard.flatMap(TestShards.Selection.init))
    }

    /// The modules affected (or the test targets), or the reason there is no answer.
    private func affected(_ fixture: LintFixture, tests: Bool = false) -> [String] {
        do throws(AffectedReport.Failure) {
            let report = try report(fixture)
            return tests ? report.tests : report.affected.modules
        } catch {
            return ["<\(error.finding?.description ?? "")\(error.diagnostics)>"]
        }
    }

    @Test func aCoreChangeAffectsEverythingAboveIt() throws {
        let fixture = try repository()
        try fixture.repository.write("Modules/Core/DependencyInjection/Container.swift", "struct Container {}\n")
        #expect(
            affected(fixture) == [
                "DependencyInjection", "MoviesPresentation", "MoviesDomain", "MoviesDomainApi", "MoviesData", "App",
            ])
    }

    @Test func aLeafPresentationChangeAffectsFew() throws {
        let fixture = try repository()
        try fixture.repository.write(
            "Modules/Features/Music/MusicPresentation/MusicPresentation.swift", "import MusicDomain\n// changed\n")
        #expect(affected(fixture) == ["MusicPresentation", "App"])
    }

    @Test func aManifestChangeAffectsItsModule() throws {
        let fixture = try repository()
        fixture["MusicDomainApi"].tags = ["api"]
        try fixture.write()
        #expect(affected(fixture) == ["MusicPresentation", "MusicDomain", "MusicDomainApi", "MusicData", "App"])
    }

    @Test func aRenameAffectsBothOwners() throws {
        let fixture = try repository()
        try git(
            fixture, "mv", "Modules/Features/Music/MusicData/MusicData.swift", "Modules/Core/Networking/Moved.swift")
        #expect(affected(fixture) == ["Networking", "NetworkingTransport", "MoviesData", "MusicData", "App", "Stub"])
    }

    @Test func aDeletedFileAffectsItsOwner() throws {
        let fixture = try repository()
        try FileManager.default.removeItem(
            at: fixture.repository.root.appendingPathComponent("Modules/Core/DesignSystem/DesignSystem.swift"))
        #expect(affected(fixture) == ["DesignSystem", "MoviesPresentation", "App"])
    }

    @Test func untrackedFilesAndProjectSettingsCount() throws {
        let fixture = try repository()
        try fixture.repository.write("Modules/Features/Movies/MoviesData/New.swift", "struct New {}\n")
        #expect(affected(fixture) == ["MoviesData", "App"])
        try fixture.repository.write("Manifest/project.json", #"{ "name": "Sample", "swiftToolsVersion": "6.1" }"#)
        #expect(affected(fixture).count == fixture.modules.count)
    }

    @Test func testTargetsOfAffectedModules() throws {
        let fixture = try repository()
        try fixture.repository.makeFolders("Tests/MoviesDataTests")
        try fixture.repository.write("Tests/MoviesDataTests/Test.swift", "import MoviesData\n")
        try fixture.repository.write(
            "Manifest/MoviesData.json",
            #"{ "name": "MoviesData", "kind": "feature", "feature": "Movies", "layer": "data", "dependencies": ["MoviesDomain", "Networking"], "tests": true }"#
        )
        #expect(affected(fixture, tests: true) == ["MoviesDataTests"])
    }

    @Test func shardsSplitTheTestTargetsAndRefuseWhatCannotBeSplit() throws {
        let fixture = try repository()
        for (module, dependency) in [("MoviesData", "MoviesDomain"), ("MusicData", "MusicDomain")] {
            try fixture.repository.makeFolders("Tests/\(module)Tests")
            try fixture.repository.write("Tests/\(module)Tests/Test.swift", "import \(module)\n")
            let feature = module.replacingOccurrences(of: "Data", with: "")
            try fixture.repository.write(
                "Manifest/\(module).json",
                #"{ "name": "\#(module)", "kind": "feature", "feature": "\#(feature)", "layer": "data", "dependencies": ["\#(dependency)", "Networking"], "tests": true }"#
            )
        }
        try fixture.repository.write("Manifest/project.json", #"{ "name": "Sample", "swiftToolsVersion": "6.1" }"#)
        let all = try report(fixture)
        #expect(all.tests == ["MoviesDataTests", "MusicDataTests"])
        #expect(all.affected.everything)
        var union: [String] = []
        for index in 1...2 {
            let shard = try report(fixture, shard: "\(index)/2")
            #expect(shard.shard == TestShards.Selection("\(index)/2"))
            #expect(shard.tests.count == 1)
            union += shard.tests
        }
        #expect(union.sorted() == all.tests)
    }

    @Test func aBadRevisionIsAClearError() throws {
        let fixture = try repository()
        let failure = #expect(throws: AffectedReport.Failure.self) {
            try AffectedReport(root: fixture.repository.root, base: "no-such-branch")
        }
        #expect(failure?.finding?.message.hasPrefix("git diff failed: fatal: bad revision 'no-such-branch'") == true)
        #expect(failure?.diagnostics.isEmpty == true)
    }

    @Test func invalidManifestsAreTheAnswersProblems() throws {
        let fixture = try repository()
        try fixture.repository.write("Manifest/Broken.json", "{ \"name\": ")
        let failure = #expect(throws: AffectedReport.Failure.self) {
            try AffectedReport(root: fixture.repository.root, base: "HEAD")
        }
        #expect(failure?.diagnostics.contains { $0.file == "Manifest/Broken.json" } == true)
        #expect(failure?.finding == nil)
    }

    @Test func anUnreadableDurationsFileSaysWhichAndWhatToWrite() throws {
        let fixture = try repository()
        let failure = #expect(throws: AffectedReport.Failure.self) {
            try AffectedReport(
                root: fixture.repository.root, base: "HEAD", shard: TestShards.Selection("1/2"),
                durationsFile: "missing.json")
        }
        #expect(failure?.finding?.message.contains("missing.json: the file cannot be read") == true)
    }
}

import ForgeTestSupport
import Foundation
import Testing

@testable import ForgeChangeImpact

@Suite struct AffectedTests {
    /// The lint fixture, committed to a fresh git repository.
    private func repository() throws -> LintFixture {
        let fixture = try LintFixture(commandLine: forgeUnderTest)
        fixture["MoviesDomain"].sources = nil
        _ = try fixture.lint()
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

    private func affected(_ fixture: LintFixture, tests: Bool = false) -> [String] {
        let result = fixture.repository.forge("affected", "--base", "HEAD", tests ? "--tests" : "--json")
        if tests { return result.output.split(separator: "\n").map(String.init) }
        let object = try? JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        return object?["modules"] as? [String] ?? ["<\(result.errors)>"]
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
        _ = try fixture.lint()
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
        let all = fixture.repository.forge("affected", "--base", "HEAD", "--tests").output
        #expect(all == "MoviesDataTests\nMusicDataTests\n")
        var union: [Substring] = []
        for index in 1...2 {
            let shard = fixture.repository.forge("affected", "--base", "HEAD", "--tests", "--shard", "\(index)/2")
            #expect(shard.code == .success, "\(shard.errors)")
            union += shard.output.split(separator: "\n")
        }
        #expect(union.sorted() == all.split(separator: "\n").sorted())
        for arguments in [["--tests", "--shard", "3/2"], ["--shard", "1/2"], ["--tests", "--durations", "d.json"]] {
            #expect(
                fixture.repository.forge(["affected", "--base", "HEAD"] + arguments).code == .usage, "\(arguments)")
        }
    }

    @Test func aBadRevisionIsAClearError() throws {
        let fixture = try repository()
        let result = fixture.repository.forge("affected", "--base", "no-such-branch")
        #expect(result.code == .failure)
        #expect(result.errors.hasPrefix("error: git diff failed: fatal: bad revision 'no-such-branch'"))
        #expect(fixture.repository.forge("affected").code == .usage)
    }
}

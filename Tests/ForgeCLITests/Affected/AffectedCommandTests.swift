import ForgeSupport
import ForgeTestSupport
import Foundation
import OffThePool
import Testing

/// `forge affected` on the command line: the options it refuses, and how it prints an answer and a problem.
@Suite(.offThePool) struct AffectedCommandTests {
    private let repository: TemporaryRepository

    init() throws {
        repository = try TemporaryRepository.withEditedCoreSinceHead()
    }

    @Test func modulesTestsAndJSONArePrintedAsAsked() throws {
        let modules = repository.forge("affected", "--base", "HEAD")
        #expect(modules.code == .success, "\(modules.errors)")
        #expect(modules.output == "Core\nFeature\n")
        #expect(repository.forge("affected", "--base", "HEAD", "--tests").output == "CoreTests\nFeatureTests\n")
        let shard = repository.forge("affected", "--base", "HEAD", "--tests", "--shard", "2/2")
        #expect(shard.output.split(separator: "\n").count == 1, "\(shard.output)")
        let json = repository.forge("affected", "--base", "HEAD", "--json", "--shard", "1/2").output
        #expect(json.hasPrefix("{\n"), "\(json)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1 && object["base"] as? String == "HEAD")
        #expect(object["changedFiles"] as? [String] == ["Sources/Core/Core.swift"])
        #expect(object["everything"] as? Bool == false && object["modules"] as? [String] == ["Core", "Feature"])
        #expect((object["tests"] as? [String])?.count == 1 && object["shard"] as? String == "1/2")
    }

    @Test func optionsThatDoNotGoTogetherAreUsageErrors() {
        for arguments in [
            [], ["--base", "HEAD", "--tests", "--shard", "3/2"], ["--base", "HEAD", "--shard", "1/2"],
            ["--base", "HEAD", "--tests", "--durations", "d.json"],
        ] {
            #expect(repository.forge(["affected"] + arguments).code == .usage, "\(arguments)")
        }
    }

    @Test func gitsAndTheManifestsProblemsGoToStandardErrorAndFail() throws {
        let revision = repository.forge("affected", "--base", "no-such-branch")
        #expect(revision.code == .failure)
        #expect(revision.output.isEmpty)
        #expect(revision.errors.hasPrefix("error: git diff failed: fatal: bad revision 'no-such-branch'"))
        try repository.write("Manifest/Broken.json", "{ \"name\": ")
        let invalid = repository.forge("affected", "--base", "HEAD")
        #expect(invalid.code == .failure)
        #expect(invalid.errors.hasPrefix("Manifest/Broken.json:"), "\(invalid.errors)")
    }
}

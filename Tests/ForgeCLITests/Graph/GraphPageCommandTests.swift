import ForgeSupport
import ForgeTestSupport
import Foundation
import OffThePool
import Testing

/// `forge graph --format html`: the page on standard output or in a file, the options it refuses, and what it
/// says of a base it does not know and a store it cannot read.
@Suite(.offThePool) struct GraphPageCommandTests {
    private let repository: TemporaryRepository

    init() throws {
        repository = try TemporaryRepository.withEditedCoreSinceHead()
    }

    @Test func thePageGoesToStandardOutputOrToTheFileAsked() throws {
        let page = repository.forge("graph", "--format", "html", "--base", "HEAD")
        #expect(page.code == .success && page.errors.isEmpty, "\(page.errors)")
        #expect(page.output.hasPrefix("<!DOCTYPE html>\n") && page.output.hasSuffix("</html>\n"))
        #expect(page.output.contains(#""changedFiles":["Sources/Core/Core.swift"]"#))
        let written = repository.forge("graph", "--format", "html", "--output", "out/graph.html")
        #expect(written.code == .success && written.output.isEmpty && written.errors.isEmpty)
        let file = try repository.read("out/graph.html")
        #expect(file.hasPrefix("<!DOCTYPE html>\n") && file.contains(#""affected":null"#))
        #expect(repository.forge("graph", "--format", "html", "--output", "out/again.html").code == .success)
        #expect(try repository.read("out/again.html") == file, "the same repository gives the same page")
    }

    @Test func anUnknownBaseIsAUsageErrorThatNamesIt() {
        let unknown = repository.forge("graph", "--format", "html", "--base", "no-such-branch")
        #expect(unknown.code == .usage && unknown.output.isEmpty)
        #expect(unknown.errors.hasPrefix("error: --base: no commit is called \"no-such-branch\""), "\(unknown.errors)")
        #expect(unknown.errors.contains("help: name a branch, a tag or a commit id"))
    }

    @Test func aStoreThatCannotBeReadGivesThePageWithANotice() throws {
        let missing = repository.forge("graph", "--format", "html", "--store", "no-such-folder")
        #expect(missing.code == .success)
        #expect(
            missing.errors.hasPrefix("warning: the store no-such-folder could not be read: there is no folder "),
            "\(missing.errors)")
        #expect(missing.output.contains(#""tests":null"#))
        #expect(
            missing.output.contains(#""notices":["the store no-such-folder could not be read: there is no folder "#))
        try repository.write("results/.keep", "")
        let readable = repository.forge("graph", "--format", "html", "--store", "results")
        #expect(readable.code == .success && readable.errors.isEmpty, "\(readable.errors)")
        #expect(readable.output.contains(#""status":{"CoreTests":"never-run","FeatureTests":"never-run"}"#))
    }

    @Test func optionsThatDoNotGoTogetherAreUsageErrors() {
        for arguments in [
            ["--base", "HEAD"], ["--format", "json", "--store", "results"], ["--format", "html", "--collapse"],
            ["--format", "html", "--update-readme"], ["--format", "html", "--focus", "Nothing"],
        ] {
            let run = repository.forge(["graph"] + arguments)
            #expect(run.code == .usage, "\(arguments): \(run.errors)")
        }
    }

    @Test func invalidManifestsFail() throws {
        try repository.write("Manifest/Broken.json", "{ \"name\": ")
        let invalid = repository.forge("graph", "--format", "html")
        #expect(invalid.code == .failure && invalid.output.isEmpty)
    }
}

import ForgeTestSupport
import Foundation
import Testing

@testable import ForgeGenerator
@testable import ForgeManifest

@Suite struct PackageGenerationTests {
    @Test(arguments: ["minimal", "full"])
    func generatesTheExpectedPackageSwift(fixture: String) throws {
        let repository = try TemporaryRepository()
        try repository.copyFixture("Generate/\(fixture)", of: "ForgeCLITests")
        let result = repository.forge("generate")
        #expect(result.code == .success, "\(result.errors)")
        let expected = try repository.read("Package.swift.expected")
        #expect(try repository.read("Package.swift") == expected)
    }

    @Test func generatingTwiceGivesIdenticalBytesAndWritesOnlyOnce() throws {
        let repository = try TemporaryRepository()
        try repository.copyFixture("Generate/full", of: "ForgeCLITests")
        #expect(repository.forge("generate").output == "wrote Package.swift (8 modules)\n")
        let path = repository.root.appendingPathComponent("Package.swift").path
        let first = try FileManager.default.attributesOfItem(atPath: path)
        let second = repository.forge("generate")
        #expect(second.output == "Package.swift is up to date (8 modules)\n")
        let after = try FileManager.default.attributesOfItem(atPath: path)
        #expect(first[.modificationDate] as? Date == after[.modificationDate] as? Date)
        #expect(first[.systemFileNumber] as? Int == after[.systemFileNumber] as? Int)
    }

    @Test func fileLayoutAndListOrderDoNotChangeTheOutput() throws {
        let original = try TemporaryRepository()
        try original.copyFixture("Generate/full", of: "ForgeCLITests")
        let reference = PackageRenderer(manifests: try #require(ValidatedManifests(root: original.root).manifests))
            .render()

        // The same modules, one file each, under names that enumerate in a different order.
        let reshuffled = try TemporaryRepository()
        try reshuffled.copyFixture("Generate/full", of: "ForgeCLITests")
        let manifest = reshuffled.root.appendingPathComponent("Manifest")
        try FileManager.default.removeItem(at: manifest.appendingPathComponent("Features/Search.json"))
        let layers = [
            (
                "zz-data",
                #""name": "SearchData", "kind": "feature", "feature": "Search", "layer": "data", "dependencies": ["Networking", "SearchDomainApi", "SearchDomain"], "resources": ["Resources/catalogue.tsv"], "exclude": ["README.md"], "tests": true"#
            ),
            (
                "aa-presentation",
                #""name": "SearchPresentation", "kind": "feature", "feature": "Search", "layer": "presentation", "dependencies": ["SearchDomainApi", "SearchDomain"], "tags": ["ui"]"#
            ),
            (
                "mm/api",
                #""name": "SearchDomainApi", "kind": "feature", "feature": "Search", "layer": "domainApi", "dependencies": ["Injection"]"#
            ),
            (
                "b-domain",
                #""name": "SearchDomain", "kind": "feature", "feature": "Search", "layer": "domain", "dependencies": ["Injection", "SearchDomainApi"], "tests": true"#
            ),
        ]
        for (file, body) in layers { try reshuffled.write("Manifest/\(file).json", "{ \(body) }") }
        let loaded = try #require(ValidatedManifests(root: reshuffled.root).manifests)
        #expect(PackageRenderer(manifests: loaded).render() == reference)
        let shuffled = ManifestSet(project: loaded.project, modules: loaded.modules.shuffled())
        #expect(PackageRenderer(manifests: shuffled).render() == reference)
    }

    @Test func invalidManifestsLeavePackageSwiftUnchanged() throws {
        let repository = try TemporaryRepository()
        try repository.copyFixture("Generate/full", of: "ForgeCLITests")
        let handWritten = "// an existing Package.swift\n"
        try repository.write("Package.swift", handWritten)
        try repository.write("Manifest/Core/Injection.json", #"{ "name": "Injection", "kind": "core", "tests": tru }"#)
        let result = repository.forge("generate")
        #expect(result.code == .failure)
        #expect(result.errors.contains("Manifest/Core/Injection.json:1:49: error: malformed JSON"))
        #expect(result.errors.hasSuffix("Package.swift was not changed; fix the errors above and run again\n"))
        #expect(try repository.read("Package.swift") == handWritten)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: repository.root.path)
            .filter { $0.contains(".tmp-") }
        #expect(leftovers.isEmpty)
    }

    @Test func checkNamesTheModulesThatDiffer() throws {
        let repository = try TemporaryRepository()
        try repository.copyFixture("Generate/full", of: "ForgeCLITests")
        #expect(repository.forge("generate", "--check").code == .failure)  // no Package.swift yet
        #expect(repository.forge("generate").code == .success)
        #expect(repository.forge("generate", "--check").code == .success)

        try repository.write("Manifest/Core/Injection.json", #"{ "name": "Injection", "kind": "core" }"#)
        try repository.makeFolders("Modules/Core/Cache")
        try repository.write("Manifest/Core/Cache.json", #"{ "name": "Cache", "kind": "core" }"#)
        try FileManager.default.removeItem(
            at: repository.root.appendingPathComponent("Manifest/TestSupport/HTTPStub.json"))
        try repository.write(
            "Manifest/Core/Networking.json", #"{ "name": "Networking", "kind": "core", "dependencies": ["Injection"] }"#
        )
        try repository.write(
            "Manifest/Apps/Sample.json",
            #"{ "name": "SampleApp", "kind": "app", "executableName": "sample", "path": "Apps/Sample", "dependencies": ["SearchPresentation", "SearchData", "Injection"] }"#
        )
        let before = try repository.read("Package.swift")
        let result = repository.forge("generate", "--check")
        #expect(result.code == .failure)
        #expect(
            result.errors == """
                error: Package.swift is stale: it does not match Manifest/
                    missing from Package.swift: Cache
                    in Package.swift but no longer in Manifest/: HTTPStub
                    out of date: Injection, Networking, SampleApp
                    help: run `make generate` and commit Package.swift; never edit it by hand

                """)
        #expect(try repository.read("Package.swift") == before)
    }

    @Test func checkNoticesAHandEdit() throws {
        let repository = try TemporaryRepository()
        try repository.copyFixture("Generate/minimal", of: "ForgeCLITests")
        #expect(repository.forge("generate").code == .success)
        try repository.write(
            "Package.swift", try repository.read("Package.swift").replacingOccurrences(of: "5.9", with: "6.0"))
        let result = repository.forge("generate", "--check")
        #expect(result.code == .failure)
        #expect(result.errors.contains("the package header differs"))
    }
}

import ForgeTestSupport
import Foundation
import Testing

@testable import ForgeGenerator
@testable import ForgeManifest

/// `Package.swift` generated from the fixtures (Fixtures/minimal, one module; Fixtures/full, a feature's four
/// layers, Core modules, test support and an app): the exact file, written once, checked module by module.
@Suite struct GeneratedPackageTests {
    private static func fixture(_ name: String) throws -> TemporaryRepository {
        let repository = try TemporaryRepository()
        try repository.copyFixture(name, of: "ForgeGeneratorTests")
        return repository
    }

    @Test(arguments: ["minimal", "full"])
    func generatesTheExpectedPackageSwift(fixture: String) throws {
        let repository = try Self.fixture(fixture)
        let report = PackageGeneration(root: repository.root).generate()
        #expect(report.outcome == .written, "\(report.validated.diagnostics.map(\.description))")
        #expect(try repository.read("Package.swift") == repository.read("Package.swift.expected"))
    }

    @Test func generatingTwiceGivesIdenticalBytesAndWritesOnlyOnce() throws {
        let repository = try Self.fixture("full")
        let generation = PackageGeneration(root: repository.root)
        let first = generation.generate()
        #expect(first.outcome == .written)
        #expect(first.moduleCount == 8)
        let path = repository.root.appendingPathComponent("Package.swift").path
        let written = try FileManager.default.attributesOfItem(atPath: path)
        #expect(generation.generate().outcome == .current)
        let after = try FileManager.default.attributesOfItem(atPath: path)
        #expect(written[.modificationDate] as? Date == after[.modificationDate] as? Date)
        #expect(written[.systemFileNumber] as? Int == after[.systemFileNumber] as? Int)
    }

    @Test func fileLayoutAndListOrderDoNotChangeTheOutput() throws {
        let original = try Self.fixture("full")
        let reference = PackageRenderer(manifests: try #require(ValidatedManifests(root: original.root).manifests))
            .render()

        // The same modules, one file each, under names that enumerate in a different order.
        let reshuffled = try Self.fixture("full")
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
        let repository = try Self.fixture("full")
        let handWritten = "// an existing Package.swift\n"
        try repository.write("Package.swift", handWritten)
        try repository.write("Manifest/Core/Injection.json", #"{ "name": "Injection", "kind": "core", "tests": tru }"#)
        let report = PackageGeneration(root: repository.root).generate()
        #expect(report.outcome == .invalidManifests)
        #expect(
            report.validated.diagnostics.map(\.description).contains {
                $0.hasPrefix("Manifest/Core/Injection.json:1:49: error: malformed JSON")
            })
        #expect(try repository.read("Package.swift") == handWritten)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: repository.root.path)
            .filter { $0.contains(".tmp-") }
        #expect(leftovers.isEmpty)
    }

    @Test func checkNamesTheModulesThatDiffer() throws {
        let repository = try Self.fixture("full")
        let generation = PackageGeneration(root: repository.root)
        #expect(generation.check().outcome == .missing)
        #expect(generation.generate().succeeded)
        #expect(generation.check().outcome == .current)

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
        #expect(
            generation.check().outcome
                == .stale(differences: [
                    "missing from Package.swift: Cache", "in Package.swift but no longer in Manifest/: HTTPStub",
                    "out of date: Injection, Networking, SampleApp",
                ]))
        #expect(try repository.read("Package.swift") == before)
    }

    @Test func checkNoticesAHandEdit() throws {
        let repository = try Self.fixture("minimal")
        let generation = PackageGeneration(root: repository.root)
        #expect(generation.generate().succeeded)
        try repository.write(
            "Package.swift", try repository.read("Package.swift").replacingOccurrences(of: "5.9", with: "6.0"))
        guard case .stale(let differences) = generation.check().outcome else {
            Issue.record("a hand edit of the header is not noticed")
            return
        }
        #expect(differences.contains { $0.hasPrefix("the package header differs") }, "\(differences)")
    }

    @Test func aHandWrittenPackageSwiftIsLeftAloneWithoutForce() throws {
        let repository = try TemporaryRepository.withProject()
        try repository.write("Manifest/Tiny.json", #"{ "name": "Tiny" }"#)
        try repository.makeFolders("Sources/Tiny")
        // A hand-written file whose second line is a comment, as the notice is.
        let handWritten = "// swift-tools-version: 6.0\n//\nimport PackageDescription\n// 1,380 lines by hand\n"
        try repository.write("Package.swift", handWritten)

        let generation = PackageGeneration(root: repository.root)
        #expect(generation.generate().outcome == .notGeneratedByForge)
        #expect(try repository.read("Package.swift") == handWritten)

        #expect(generation.generate(force: true).outcome == .written)
        #expect(PackageRenderer.isGenerated(try repository.read("Package.swift")))
        #expect(generation.generate().outcome == .current)
    }

    @Test func aPackageWithoutManifestsIsPointedToAdopt() throws {
        let repository = try TemporaryRepository()
        try repository.write("Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\n")
        let report = PackageGeneration(root: repository.root).generate()
        #expect(report.outcome == .invalidManifests)
        #expect(
            report.validated.diagnostics.contains {
                ManifestLoader.isAdoptable($0) && $0.help?.contains("forge adopt") == false
            })
    }
}

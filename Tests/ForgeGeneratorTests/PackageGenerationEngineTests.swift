import ForgeTestSupport
import Foundation
import Testing

@testable import ForgeGenerator

/// `PackageGeneration` called directly: what it writes, when it refuses, and what it reports.
@Suite struct PackageGenerationEngineTests {
    /// Two modules, one depending on the other, with their sources.
    private static func repository() throws -> TemporaryRepository {
        let repository = try TemporaryRepository.withProject()
        try repository.write("Manifest/Core.json", #"{ "name": "Core" }"#)
        try repository.write("Manifest/Feature.json", #"{ "name": "Feature", "dependencies": ["Core"] }"#)
        try repository.write("Sources/Core/Core.swift", "public struct Core {}\n")
        try repository.write("Sources/Feature/Feature.swift", "import Core\n")
        return repository
    }

    @Test func writesPackageSwiftOnceAndThenFindsItCurrent() throws {
        let repository = try Self.repository()
        let generation = PackageGeneration(root: repository.root)
        let first = generation.generate()
        #expect(first.outcome == .written)
        #expect(first.moduleCount == 2)
        #expect(first.validated.diagnostics.isEmpty)
        let written = try repository.read("Package.swift")
        #expect(PackageRenderer.isGenerated(written))
        #expect(written.contains(#"name: "Feature""#) && written.contains(#""Core","#))

        #expect(generation.generate().outcome == .current)
        #expect(generation.check().outcome == .current)
    }

    @Test func checkNamesWhatIsStaleAndWritesNothing() throws {
        let repository = try Self.repository()
        #expect(PackageGeneration(root: repository.root).generate().succeeded)
        let before = try repository.read("Package.swift")
        try repository.write("Manifest/Feature.json", #"{ "name": "Feature" }"#)

        let check = PackageGeneration(root: repository.root).check()
        #expect(check.outcome == .stale(differences: ["out of date: Feature"]))
        #expect(!check.isCurrent)
        #expect(try repository.read("Package.swift") == before)
    }

    @Test func leavesAPackageSwiftForgeDidNotWriteUnlessForced() throws {
        let repository = try Self.repository()
        let handWritten =
            "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"Mine\")\n"
        try repository.write("Package.swift", handWritten)

        let refused = PackageGeneration(root: repository.root).generate()
        #expect(refused.outcome == .notGeneratedByForge)
        #expect(!refused.succeeded)
        #expect(try repository.read("Package.swift") == handWritten)

        #expect(PackageGeneration(root: repository.root).generate(force: true).outcome == .written)
        #expect(PackageRenderer.isGenerated(try repository.read("Package.swift")))
    }

    @Test func invalidManifestsAreReportedAndNothingIsWritten() throws {
        let repository = try Self.repository()
        try repository.write("Manifest/Feature.json", #"{ "name": "Feature", "dependencies": ["Cor"] }"#)

        let generation = PackageGeneration(root: repository.root)
        let generated = generation.generate()
        #expect(generated.outcome == .invalidManifests)
        #expect(generated.validated.diagnostics.map(\.help).contains(#"did you mean "Core"?"#))
        #expect(generation.check().outcome == .invalidManifests)
        let validation = generation.validate()
        #expect(!validation.isValid)
        #expect(validation.validated.summary == "1 error in Manifest/")
        #expect(!FileManager.default.fileExists(atPath: repository.root.appendingPathComponent("Package.swift").path))
    }

    @Test func validationCountsTheModulesAndFeatures() throws {
        let repository = try Self.repository()
        try repository.write(
            "Manifest/Search.json",
            #"{ "name": "SearchDomain", "kind": "feature", "feature": "Search", "layer": "domain" }"#)
        try repository.write("Modules/Features/Search/SearchDomain/Search.swift", "public struct Search {}\n")
        let validation = PackageGeneration(root: repository.root).validate()
        #expect(validation.isValid, "\(validation.validated.diagnostics.map(\.description))")
        #expect(validation.moduleCount == 3)
        #expect(validation.featureCount == 1)
    }
}

import ForgeTestSupport
import Foundation
import Testing

@testable import ForgeGenerator

/// `PackageGeneration` called directly: what it writes, when it refuses, and what it says.
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
        let first = EngineContext(repository)
        #expect(PackageGeneration(first.context).generate())
        #expect(first.output.text == "wrote Package.swift (2 modules)\n")
        let written = try repository.read("Package.swift")
        #expect(PackageRenderer.isGenerated(written))
        #expect(written.contains(#"name: "Feature""#) && written.contains(#""Core","#))

        let second = EngineContext(repository)
        #expect(PackageGeneration(second.context).generate())
        #expect(second.output.text == "Package.swift is up to date (2 modules)\n")
        #expect(PackageGeneration(second.context).check())
    }

    @Test func checkNamesWhatIsStaleAndWritesNothing() throws {
        let repository = try Self.repository()
        #expect(PackageGeneration(EngineContext(repository).context).generate())
        let before = try repository.read("Package.swift")
        try repository.write("Manifest/Feature.json", #"{ "name": "Feature" }"#)

        let run = EngineContext(repository)
        #expect(!PackageGeneration(run.context).check())
        #expect(run.errors.text.contains("Package.swift is stale: it does not match Manifest/"))
        #expect(run.errors.text.contains("Feature"))
        #expect(try repository.read("Package.swift") == before)
    }

    @Test func leavesAPackageSwiftForgeDidNotWriteUnlessForced() throws {
        let repository = try Self.repository()
        let handWritten =
            "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"Mine\")\n"
        try repository.write("Package.swift", handWritten)

        let refused = EngineContext(repository)
        #expect(!PackageGeneration(refused.context).generate())
        #expect(refused.errors.text.contains("Package.swift was not written by forge; it was left as it is"))
        #expect(try repository.read("Package.swift") == handWritten)

        #expect(PackageGeneration(EngineContext(repository).context).generate(force: true))
        #expect(PackageRenderer.isGenerated(try repository.read("Package.swift")))
    }

    @Test func invalidManifestsAreReportedAndNothingIsWritten() throws {
        let repository = try Self.repository()
        try repository.write("Manifest/Feature.json", #"{ "name": "Feature", "dependencies": ["Cor"] }"#)

        let run = EngineContext(repository)
        #expect(!PackageGeneration(run.context).generate())
        #expect(!PackageGeneration(run.context).validate())
        #expect(run.errors.text.contains(#"did you mean "Core"?"#))
        #expect(!FileManager.default.fileExists(atPath: repository.root.appendingPathComponent("Package.swift").path))
    }
}

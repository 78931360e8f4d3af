import ForgeTestSupport
import Foundation
import Testing

@testable import ForgeScaffolding

/// The scaffolding engine called directly, on a repository whose feature template is one module: what it plans,
/// what it writes, and what it refuses.
@Suite struct ScaffoldingEngineTests {
    private static func repository() throws -> TemporaryRepository {
        let repository = try TemporaryRepository.withProject(
            #"""
            { "name": "Sample", "swiftToolsVersion": "6.0", "swiftLanguageMode": "6",
              "scaffold": { "templates": "Templates/Feature" } }
            """#)
        try repository.write("Manifest/Core.json", #"{ "name": "Core" }"#)
        try repository.write("Sources/Core/Core.swift", "public struct Core {}\n")
        try repository.write(
            "Templates/Feature/Manifest/__Feature__.json.template",
            #"{ "name": "__Feature__Domain", "dependencies": ["Core"] }"# + "\n")
        try repository.write(
            "Templates/Feature/Sources/__Feature__Domain/__Feature__Item.swift.template",
            "import Core\n\npublic struct __Feature__Item {}\n")
        return repository
    }

    @Test func aDryRunListsWhatItWouldWriteAndWritesNothing() throws {
        let repository = try Self.repository()
        let run = EngineContext(repository)
        #expect(Scaffolding(run.context).run(name: "Reviews", dryRun: true) == .success)
        #expect(
            run.output.text == """
                Would create:
                  Manifest/Reviews.json
                  Sources/ReviewsDomain/ReviewsItem.swift
                Would change:
                  Package.swift (regenerated)

                """)
        #expect(
            !FileManager.default.fileExists(
                atPath: repository.root.appendingPathComponent("Manifest/Reviews.json").path))
    }

    @Test func theFeatureIsWrittenFromItsTemplatesAndThePackageRegenerated() throws {
        let repository = try Self.repository()
        let run = EngineContext(repository)
        #expect(Scaffolding(run.context).run(name: "Reviews", dryRun: false) == .success, "\(run.errors.text)")
        #expect(run.output.text.hasPrefix("Created the Reviews feature (2 files)"))
        #expect(try repository.read("Sources/ReviewsDomain/ReviewsItem.swift").contains("public struct ReviewsItem {}"))
        #expect(try repository.read("Package.swift").contains(#"name: "ReviewsDomain""#))
    }

    @Test(arguments: [
        ("reviews", #""reviews" is not UpperCamelCase"#),
        ("Reviews", #"a module called "ReviewsData" already exists"#),
    ])
    func aNameThatCannotBeAFeatureIsAUsageErrorAndChangesNothing(name: String, message: String) throws {
        let repository = try Self.repository()
        try repository.write("Manifest/Taken.json", #"{ "name": "ReviewsData" }"#)
        try repository.write("Sources/ReviewsData/Data.swift", "public struct Taken {}\n")
        let run = EngineContext(repository)
        #expect(Scaffolding(run.context).run(name: name, dryRun: false) == .usage)
        #expect(run.errors.text.contains(message), "\(run.errors.text)")
        #expect(!FileManager.default.fileExists(atPath: repository.root.appendingPathComponent("Package.swift").path))
    }
}

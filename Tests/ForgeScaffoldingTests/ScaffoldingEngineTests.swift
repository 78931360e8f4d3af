import ForgeTestSupport
import Foundation
import OffThePool
import Testing

@testable import ForgeGenerator
@testable import ForgeScaffolding

/// The scaffolding engine called directly, on a repository whose feature template is one module: what it plans,
/// what it writes, and what it refuses.
@Suite(.offThePool) struct ScaffoldingEngineTests {
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

    /// What the template makes of the feature `Reviews`.
    private static let createdFiles = ["Manifest/Reviews.json", "Sources/ReviewsDomain/ReviewsItem.swift"]

    @Test func aPlanListsWhatItWouldWriteAndWritesNothing() throws {
        let repository = try Self.repository()
        let report = Scaffolding(root: repository.root).plan(name: "Reviews")
        guard case .planned(let plan) = report.outcome else {
            Issue.record("\(report.outcome)")
            return
        }
        #expect(plan.name == "Reviews" && plan.command == "reviews")
        #expect(plan.createdFiles == Self.createdFiles)
        #expect(plan.changedFiles.isEmpty)
        #expect(
            !FileManager.default.fileExists(
                atPath: repository.root.appendingPathComponent("Manifest/Reviews.json").path))
    }

    @Test func theFeatureIsWrittenFromItsTemplatesAndThePackageRegenerated() throws {
        let repository = try Self.repository()
        let report = Scaffolding(root: repository.root).scaffold(name: "Reviews")
        guard case .created(let plan) = report.outcome else {
            Issue.record("\(report.outcome)")
            return
        }
        #expect(plan.createdFiles == Self.createdFiles)
        #expect(try repository.read("Sources/ReviewsDomain/ReviewsItem.swift").contains("public struct ReviewsItem {}"))
        #expect(try repository.read("Package.swift").contains(#"name: "ReviewsDomain""#))
    }

    @Test(arguments: [
        ("reviews", #""reviews" is not UpperCamelCase"#),
        ("Reviews", #"a module called "ReviewsData" already exists"#),
    ])
    func aNameThatCannotBeAFeatureIsRefusedAndChangesNothing(name: String, message: String) throws {
        let repository = try Self.repository()
        try repository.write("Manifest/Taken.json", #"{ "name": "ReviewsData" }"#)
        try repository.write("Sources/ReviewsData/Data.swift", "public struct Taken {}\n")
        let report = Scaffolding(root: repository.root).scaffold(name: name)
        guard case .refused(let reason) = report.outcome else {
            Issue.record("\(report.outcome)")
            return
        }
        #expect(reason.hasPrefix(message), "\(reason)")
        #expect(!FileManager.default.fileExists(atPath: repository.root.appendingPathComponent("Package.swift").path))
    }

    @Test func invalidManifestsStopItBeforeAnythingIsPlanned() throws {
        let repository = try Self.repository()
        try repository.write("Manifest/Core.json", #"{ "name": "Core", "dependencies": ["Cor"] }"#)
        let report = Scaffolding(root: repository.root).plan(name: "Reviews")
        guard case .invalidManifests = report.outcome else {
            Issue.record("\(report.outcome)")
            return
        }
        #expect(report.validated.summary == "1 error in Manifest/")
    }

    @Test func aPackageSwiftForgeDidNotWriteStopsItAndEveryFileIsPutBack() throws {
        let repository = try Self.repository()
        try repository.write("Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\n")
        let before = try ScaffoldRepositories.snapshot(repository)
        let report = Scaffolding(root: repository.root).scaffold(name: "Reviews")
        guard case .notGenerated(let generation) = report.outcome else {
            Issue.record("\(report.outcome)")
            return
        }
        #expect(generation.outcome == .notGeneratedByForge)
        #expect(try ScaffoldRepositories.snapshot(repository) == before)
    }
}

import ForgeGenerator
import ForgeTestSupport
import Foundation
import Testing

@testable import ForgeLinter

/// The linter called directly: the findings of a package whose imports and manifests disagree, its JSON report,
/// and the fix plan that rewrites the manifest so that the next lint is clean.
@Suite struct LintRunEngineTests {
    /// Core and Extra; Feature imports Core without declaring it and declares Extra without importing it.
    private static func package() throws -> TemporaryRepository {
        let repository = try TemporaryRepository.withProject()
        try repository.write("Manifest/Core.json", #"{ "name": "Core" }"#)
        try repository.write("Manifest/Extra.json", #"{ "name": "Extra" }"#)
        try repository.write(
            "Manifest/Feature.json", "{\n  \"name\": \"Feature\",\n  \"dependencies\": [\"Extra\"]\n}\n")
        try repository.write("Sources/Core/Core.swift", "public let core = 1\n")
        try repository.write("Sources/Extra/Extra.swift", "public let extra = 1\n")
        try repository.write("Sources/Feature/Feature.swift", "import Core\npublic let feature = core\n")
        #expect(PackageGeneration(root: repository.root).generate().succeeded)
        return repository
    }

    @Test func undeclaredImportsAndUnusedDependenciesAreFindingsAtTheirPlaces() throws {
        let repository = try Self.package()
        let run = EngineContext(repository)
        #expect(LintRun(run.context, format: .text).run() == .failure)
        #expect(run.output.text.contains("Sources/Feature/Feature.swift:1:8: error:"), "\(run.output.text)")
        #expect(run.output.text.contains("Manifest/Feature.json:3:20:"), "\(run.output.text)")
    }

    @Test func theJSONReportHoldsEveryFindingWithItsRule() throws {
        let repository = try Self.package()
        let run = EngineContext(repository)
        #expect(LintRun(run.context, format: .json).run() == .failure)
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(run.output.text.utf8)) as? [String: Any])
        let findings = try #require(report["diagnostics"] as? [[String: Any]])
        #expect(findings.count == 2, "\(findings)")
        #expect(report["errors"] as? Int == findings.count)
        #expect(
            Set(findings.compactMap { $0["file"] as? String })
                == ["Sources/Feature/Feature.swift", "Manifest/Feature.json"])
        #expect(findings.allSatisfy { $0["rule"] is String })
    }

    @Test func theFixRewritesTheManifestAndTheNextLintIsClean() throws {
        let repository = try Self.package()
        var options = LintRun.Options()
        options.fix = true
        let fix = EngineContext(repository)
        #expect(LintRun(fix.context, format: .text, options: options).run() == .success, "\(fix.output.text)")
        #expect(
            try repository.read("Manifest/Feature.json")
                == "{\n  \"name\": \"Feature\",\n  \"dependencies\": [\"Core\"]\n}\n")
        #expect(PackageGeneration(root: repository.root).check().isCurrent, "Package.swift was not regenerated")

        let again = EngineContext(repository)
        #expect(LintRun(again.context, format: .text).run() == .success, "\(again.output.text)")
    }
}

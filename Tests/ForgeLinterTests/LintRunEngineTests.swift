import ForgeTestSupport
import Foundation
import Testing

@testable import ForgeLinter

/// The linter called directly: the findings of a package whose imports and manifests disagree, and the fix
/// that rewrites the manifest so that the next lint is clean.
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
        #expect(repository.generatePackage())
        return repository
    }

    @Test func undeclaredImportsAndUnusedDependenciesAreFindingsAtTheirPlaces() throws {
        let repository = try Self.package()
        let report = try #require(LintRun(repository).run().report)
        #expect(report.moduleCount == 3 && report.fileCount == 3)
        #expect(report.diagnostics.map(\.file) == ["Manifest/Feature.json", "Sources/Feature/Feature.swift"])
        #expect(report.diagnostics.map(\.location?.description) == ["3:20", "1:8"])
        #expect(report.diagnostics.map(\.ruleID) == ["unused-dependency", "implicit-import"])
        #expect(report.diagnostics.allSatisfy { $0.severity == .error && $0.fix != nil })
    }

    @Test func theFixRewritesTheManifestAndTheNextLintIsClean() throws {
        let repository = try Self.package()
        var options = LintRun.Options()
        options.fix = true
        let fixed = LintRun(repository, options: options).run()
        #expect(fixed.isClean, "\(fixed.text)")
        #expect(fixed.fix?.fixedCount == 2 && fixed.fix?.manifests == ["Manifest/Feature.json"])
        #expect(
            try repository.read("Manifest/Feature.json")
                == "{\n  \"name\": \"Feature\",\n  \"dependencies\": [\"Core\"]\n}\n")
        #expect(repository.packageIsCurrent(), "Package.swift was not regenerated")
        #expect(LintRun(repository).run().findings.isEmpty)
    }

    @Test func invalidManifestsStopTheLintWithTheirDiagnostics() throws {
        let repository = try Self.package()
        try repository.write("Manifest/Extra.json", #"{ "name": "Extra", "dependencies": ["Cor"] }"#)
        guard case .stopped(.invalidManifests(let diagnostics)) = LintRun(repository).run().end else {
            Issue.record("invalid manifests were linted")
            return
        }
        #expect(diagnostics.map(\.message) == [#"unknown module "Cor""#])
    }

    @Test func aBaselineThatCannotBeWrittenSaysWhy() throws {
        var options = LintRun.Options()
        options.writeBaseline = "missing/folder/baseline.json"
        let repository = try Self.package()
        guard case .baselineNotWritten(let path, let reason) = LintRun(repository, options: options).run().end else {
            Issue.record("a baseline was written into a folder that does not exist")
            return
        }
        #expect(path == "missing/folder/baseline.json" && !reason.isEmpty)
    }
}

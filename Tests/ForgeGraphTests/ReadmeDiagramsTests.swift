import ForgeTestSupport
import Foundation
import Testing

@testable import ForgeGraph

/// The READMEs' diagrams: each block drawn as its marker asks, rewritten only between its markers, and checked.
@Suite struct ReadmeDiagramsTests {
    /// What became of each README's diagram, by path.
    private static func diagrams(
        _ fixture: LintFixture, check: Bool
    ) throws -> [String: ReadmeDiagrams.Diagram] {
        try fixture.write()
        let result = ModuleDiagrams(root: fixture.repository.root).updateReadmes(check: check)
        return Dictionary(
            uniqueKeysWithValues: result.readmes.compactMap { readme in
                guard case .drawn(_, let diagram) = readme.outcome else { return nil }
                return (readme.path, diagram)
            })
    }

    @Test func readmeDiagramIsKeptCurrent() throws {
        let fixture = try LintFixture()
        try fixture.repository.write(
            "README.md", "# Sample\n\n<!-- forge:graph:begin -->\nold\n<!-- forge:graph:end -->\n\nMore text.\n")
        #expect(try Self.diagrams(fixture, check: true) == ["README.md": .stale])
        #expect(try fixture.repository.read("README.md").contains("\nold\n"))
        #expect(try Self.diagrams(fixture, check: false) == ["README.md": .updated])
        let readme = try fixture.repository.read("README.md")
        #expect(readme.hasPrefix("# Sample\n\n<!-- forge:graph:begin -->\n```mermaid\nflowchart LR\n"))
        #expect(readme.hasSuffix("```\n<!-- forge:graph:end -->\n\nMore text.\n"))
        #expect(try Self.diagrams(fixture, check: true) == ["README.md": .current])
        #expect(ModuleDiagrams(root: fixture.repository.root).updateReadmes(check: true).succeeded)
    }

    @Test func eachReadmeBlockDrawsTheGraphItsMarkerAsksFor() throws {
        let fixture = try LintFixture()
        let block = { (filters: String) in "<!-- forge:graph:begin\(filters) -->\nold\n<!-- forge:graph:end -->\n" }
        try fixture.repository.write("README.md", "# All\n\n" + block(""))
        try fixture.repository.write("Modules/README.md", "# Core only\n\n" + block(" --kind core"))
        try fixture.repository.write("Docs/README.md", "# No core\n\n" + block(" --exclude-kind core"))
        try fixture.repository.write("Tests/Fixture/README.md", "# A test's fixture\n\n" + block(""))
        #expect(
            try Self.diagrams(fixture, check: false)
                == ["README.md": .updated, "Modules/README.md": .updated, "Docs/README.md": .updated])
        let all = try fixture.repository.read("README.md")
        let core = try fixture.repository.read("Modules/README.md")
        let noCore = try fixture.repository.read("Docs/README.md")
        #expect(all.contains("DesignSystem") && all.contains("MoviesPresentation"))
        #expect(core.contains("DesignSystem") && !core.contains("MoviesPresentation"))
        #expect(!noCore.contains("DesignSystem") && noCore.contains("MoviesPresentation"))
        #expect(try fixture.repository.read("Tests/Fixture/README.md").contains("old"))  // tests' folders are left out
        try fixture.repository.write("Docs/README.md", "# Typo\n\n" + block(" --kinds core"))
        let typo = ModuleDiagrams(root: fixture.repository.root).updateReadmes(check: true)
        #expect(!typo.succeeded)
        let docs = try #require(typo.readmes.first { $0.path == "Docs/README.md" })
        guard case .invalidMarker(let problem) = docs.outcome else {
            Issue.record("a marker with an unknown filter drew a diagram")
            return
        }
        #expect(problem.message == "the forge:graph marker has an unknown filter --kinds")
    }

    @Test func aMarkerThatSelectsNoGraphStopsTheReadmesAfterIt() throws {
        let fixture = try LintFixture()
        let block = { (filters: String) in "<!-- forge:graph:begin\(filters) -->\n<!-- forge:graph:end -->\n" }
        try fixture.repository.write("A/README.md", block(" --focus Nowhere"))
        try fixture.repository.write("B/README.md", block(""))
        try fixture.write()
        let result = ModuleDiagrams(root: fixture.repository.root).updateReadmes(check: false)
        #expect(!result.succeeded)
        #expect(result.readmes.map(\.path) == ["A/README.md"])
        guard case .noGraph(.unknownSelection(let finding, _)) = result.readmes.first?.outcome else {
            Issue.record("a focus on no module drew a diagram")
            return
        }
        #expect(finding.message == "--focus: no module is called \"Nowhere\"")
        #expect(try fixture.repository.read("B/README.md") == block(""))
    }

    @Test func withoutABlockOrWithInvalidManifestsNothingIsDrawn() throws {
        let fixture = try LintFixture()
        try fixture.write()
        let none = ModuleDiagrams(root: fixture.repository.root).updateReadmes(check: true)
        #expect(none.validation.isValid && none.readmes.isEmpty && !none.succeeded)
        try fixture.repository.write("README.md", "<!-- forge:graph:begin -->\n<!-- forge:graph:end -->\n")
        try fixture.repository.write("Manifest/Broken.json", #"{ "name": "Broken", "dependencies": ["Nothing"] }"#)
        let invalid = ModuleDiagrams(root: fixture.repository.root).updateReadmes(check: false)
        #expect(!invalid.validation.isValid && invalid.readmes.isEmpty && !invalid.succeeded)
        #expect(try fixture.repository.read("README.md") == "<!-- forge:graph:begin -->\n<!-- forge:graph:end -->\n")
    }
}

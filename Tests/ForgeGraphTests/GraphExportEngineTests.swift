import ForgeTestSupport
import Foundation
import Testing

@testable import ForgeGraph

/// The graph engine called directly: which modules and edges a selection keeps, how they are drawn, and the
/// README blocks it keeps current.
@Suite struct GraphExportEngineTests {
    /// App -> Feature -> Core, and Tool -> Core, with the sources their folders need.
    private static func repository() throws -> TemporaryRepository {
        let repository = try TemporaryRepository.withProject()
        for (name, dependencies) in [
            ("Core", ""), ("Feature", #""Core""#), ("App", #""Feature""#), ("Tool", #""Core""#),
        ] {
            try repository.write(
                "Manifest/\(name).json", #"{ "name": "\#(name)", "dependencies": [\#(dependencies)] }"#)
            try repository.write("Sources/\(name)/\(name).swift", "public struct \(name) {}\n")
        }
        return repository
    }

    @Test func dependenciesOfKeepOnlyWhatTheModuleIsBuiltFromInDependencyOrder() throws {
        let run = EngineContext(try Self.repository())
        var options = ModuleGraph.Options()
        options.dependenciesOf = "App"
        guard case .success(let graph) = ModuleDiagrams(run.context).graph(options) else {
            Issue.record("no graph: \(run.errors.text)")
            return
        }
        #expect(GraphRenderer.render(graph, as: .make).contains("APP_MODULES := Core Feature\n"))
        let dot = GraphRenderer.render(graph, as: .dot)
        #expect(dot.contains(#""Feature" -> "Core""#) && dot.contains(#""App" -> "Feature""#))
        #expect(!dot.contains(#""Tool""#))
    }

    @Test func aSelectionThatNamesNoModuleIsRefusedWithASuggestion() throws {
        let run = EngineContext(try Self.repository())
        var options = ModuleGraph.Options()
        options.focus = "Featur"
        guard case .failure(.unknownSelection) = ModuleDiagrams(run.context).graph(options) else {
            Issue.record("a focus on no module drew a graph: \(run.errors.text)")
            return
        }
        #expect(run.errors.text.contains(#"--focus: no module is called "Featur"; did you mean "Feature"?"#))
    }

    @Test func theReadmeBlockIsRedrawnAndThenCurrent() throws {
        let repository = try Self.repository()
        try repository.write(
            "README.md", "# Sample\n\n<!-- forge:graph:begin -->\n<!-- forge:graph:end -->\n\nThe end.\n")
        let stale = EngineContext(repository)
        #expect(!ModuleDiagrams(stale.context).updateReadmes(check: true))
        #expect(try repository.read("README.md").contains("<!-- forge:graph:begin -->\n<!-- forge:graph:end -->"))

        #expect(ModuleDiagrams(EngineContext(repository).context).updateReadmes(check: false))
        let redrawn = try repository.read("README.md")
        #expect(redrawn.contains("Feature --> Core") && redrawn.hasSuffix("\nThe end.\n"))
        #expect(ModuleDiagrams(EngineContext(repository).context).updateReadmes(check: true))
    }
}

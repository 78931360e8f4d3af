import ForgeTestSupport
import Foundation
import Testing

@testable import ForgeGraph

/// The graph export called directly: which modules and edges a selection keeps, how they are drawn, and the file
/// the drawing is written to.
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
        var options = ModuleGraph.Options()
        options.dependenciesOf = "App"
        let repository = try Self.repository()
        let selected = try ModuleDiagrams(root: repository.root).graph(options)
        #expect(selected.validation.diagnostics.isEmpty && selected.ruleDiagnostics.isEmpty)
        #expect(GraphRenderer.make(selected.graph, writtenBy: "make").contains("APP_MODULES := Core Feature\n"))
        let dot = GraphRenderer.dot(selected.graph)
        #expect(dot.contains(#""Feature" -> "Core""#) && dot.contains(#""App" -> "Feature""#))
        #expect(!dot.contains(#""Tool""#))
    }

    @Test func theDrawingIsWrittenWhereAskedWithItsFolders() throws {
        let repository = try Self.repository()
        let exported = try GraphExport(root: repository.root).export(
            ModuleGraph.Options(), drawnBy: GraphRenderer.mermaid, to: "graphs/modules.mmd")
        let url = repository.root.appendingPathComponent("graphs/modules.mmd")
        #expect(
            exported.destination == .written(URL(fileURLWithPath: "graphs/modules.mmd", relativeTo: repository.root)))
        #expect(try String(contentsOf: url, encoding: .utf8) == exported.text)
        #expect(exported.text.hasPrefix("flowchart LR\n") && exported.text.contains("  App --> Feature\n"))
        let shown = try GraphExport(root: repository.root).export(
            ModuleGraph.Options(), drawnBy: GraphRenderer.dot, to: nil)
        #expect(shown.destination == .none && shown.text.hasPrefix("digraph modules {\n"))
    }

    @Test func aDrawingThatCannotBeWrittenSaysWhy() throws {
        let repository = try Self.repository()
        try repository.write("taken", "a file where a folder would go\n")
        let exported = try GraphExport(root: repository.root).export(
            ModuleGraph.Options(), drawnBy: GraphRenderer.dot, to: "taken/modules.dot")
        guard case .notWritten(let reason) = exported.destination else {
            Issue.record("written under a file: \(exported.destination)")
            return
        }
        #expect(!reason.isEmpty)
    }

    @Test func invalidManifestsSelectNoGraph() throws {
        let repository = try Self.repository()
        try repository.write("Manifest/App.json", #"{ "name": "App", "dependencies": ["Featur"] }"#)
        guard case .invalidManifests(let validation)? = GraphTests.failure(of: .init(), in: repository) else {
            Issue.record("invalid manifests drew a graph")
            return
        }
        #expect(validation.diagnostics.map(\.message) == [#"unknown module "Featur""#])
    }
}

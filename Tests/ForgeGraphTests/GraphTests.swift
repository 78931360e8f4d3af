import ForgeDiagnostics
import ForgeTestSupport
import Foundation
import Testing

@testable import ForgeGraph

extension LintFixture {
    /// Writes everything and selects the graph `configure` asks for.
    func graph(_ configure: (inout ModuleGraph.Options) -> Void = { _ in }) throws -> ModuleGraph {
        try write()
        var options = ModuleGraph.Options()
        configure(&options)
        return try ModuleDiagrams(root: repository.root).graph(options).graph
    }
}

/// The module graph of the sample repository: selected, drawn with its violations, and kept in the READMEs.
@Suite struct GraphTests {
    @Test func violationsAreDrawnRedInEveryFormat() throws {
        let fixture = try LintFixture()
        fixture["MoviesPresentation"].dependencies.append("MoviesData")
        let graph = try fixture.graph()
        let dot = GraphRenderer.dot(graph)
        #expect(
            dot.contains(
                "\"MoviesPresentation\" -> \"MoviesData\" [color=red, fontcolor=red, label=\"presentation-sees-no-data\"];"
            ))
        #expect(dot.contains("\"MoviesDomain\" -> \"MoviesDomainApi\";"))
        #expect(dot.contains("subgraph \"cluster_Movies\""))
        let lines = GraphRenderer.mermaid(graph).split(separator: "\n").map(String.init)
        let edges = lines.filter { $0.contains(" --> ") }
        let red = try #require(edges.firstIndex(of: "  MoviesPresentation --> MoviesData"))
        #expect(lines.last == "  linkStyle \(red) stroke:red,stroke-width:2px")
        let json = GraphRenderer.json(graph)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        let violations = (object["edges"] as? [[String: Any]])?.compactMap { $0["violation"] as? String }
        #expect(violations == ["presentation-sees-no-data"])
    }

    @Test func testsAreHiddenUnlessAsked() throws {
        let fixture = try LintFixture()
        #expect(!(try fixture.graph().nodes.contains { $0.id == "Stub" }))
        #expect(try fixture.graph { $0.includeTests = true }.nodes.contains { $0.id == "Stub" })
    }

    @Test func focusFeatureAndCollapseNarrowTheGraph() throws {
        let fixture = try LintFixture()
        let focus = try fixture.graph {
            $0.focus = "MoviesDomain"
            $0.depth = 1
        }
        #expect(
            Set(focus.nodes.map(\.id)) == [
                "MoviesDomain", "MoviesDomainApi", "DependencyInjection", "MoviesPresentation", "MoviesData",
            ])
        let feature = GraphRenderer.mermaid(try fixture.graph { $0.feature = "Music" })
        #expect(feature.contains("MusicDomain") && !feature.contains("MoviesDomain"))
        let collapsed = GraphRenderer.mermaid(try fixture.graph { $0.collapsed = true })
        #expect(collapsed.contains("  App --> Movies\n") && collapsed.contains("  Movies --> DesignSystem\n"))
        #expect(!collapsed.contains("MoviesDomain"))
        var unknown = ModuleGraph.Options()
        unknown.focus = "MovieDomain"
        guard case .unknownSelection(let finding, _)? = Self.failure(of: unknown, in: fixture.repository) else {
            Issue.record("a focus on no module drew a graph")
            return
        }
        #expect(finding.message == "--focus: no module is called \"MovieDomain\"; did you mean \"MoviesDomain\"?")
    }

    @Test func kindKeepsItsModulesAndTheEdgesBetweenThem() throws {
        let core = try LintFixture().graph { $0.kind = .core }
        let nodes = Set(core.nodes.map(\.id))
        #expect(
            nodes == [
                "DependencyInjection", "PlainText", "DesignSystem", "Storage", "Networking", "NetworkingTransport",
                "Commands",
            ])
        #expect(!core.edges.isEmpty && core.edges.allSatisfy { nodes.contains($0.from) && nodes.contains($0.to) })
    }

    @Test func makeVariablesListWhatAModuleIsBuiltFromInDependencyOrder() throws {
        let graph = try LintFixture().graph { $0.dependenciesOf = "MoviesPresentation" }
        let text = GraphRenderer.make(graph, writtenBy: "the test")
        #expect(
            text.hasPrefix(
                "# The modules MoviesPresentation is built from, each after its dependencies, and what each\n# depends on; written by `the test` from Manifest/.\n"
            ))
        let variables = Dictionary(
            uniqueKeysWithValues: text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
                let parts = line.components(separatedBy: " := ")
                return (parts[0], parts[1].split(separator: " ").map(String.init))
            })
        let modules = try #require(variables["MOVIESPRESENTATION_MODULES"])
        // Neither the root nor what it does not depend on.
        #expect(!modules.contains("MoviesPresentation") && !modules.contains("MoviesData"))
        #expect(modules.contains("MoviesDomain") && modules.contains("DesignSystem"))
        for (position, module) in modules.enumerated() {
            let dependencies = variables["MOVIESPRESENTATION_DEPS_\(module)", default: []]
            #expect(Set(dependencies).isSubset(of: Set(modules[..<position])), "\(module) before \(dependencies)")
        }
    }

    @Test func anUnknownFeatureOrModuleSelectsNoGraph() throws {
        let repository = try TemporaryRepository.withProject()
        try repository.write("Manifest/App.json", #"{ "name": "App" }"#)
        try repository.makeFolders("Sources/App")
        var feature = ModuleGraph.Options(), focus = ModuleGraph.Options(), dependencies = ModuleGraph.Options()
        feature.feature = "Nope"
        focus.focus = "Nope"
        dependencies.dependenciesOf = "Ap"
        let messages = [feature, focus, dependencies].map { options -> String? in
            guard case .unknownSelection(let finding, _)? = Self.failure(of: options, in: repository) else {
                return nil
            }
            return finding.message
        }
        #expect(messages[0]?.hasPrefix("--feature: no feature is called \"Nope\"") == true)
        #expect(
            messages.dropFirst() == [
                "--focus: no module is called \"Nope\"",
                "--dependencies-of: no module is called \"Ap\"; did you mean \"App\"?",
            ])
    }

    /// Why `options` select no graph of `repository`; nil when they select one.
    static func failure(of options: ModuleGraph.Options, in repository: TemporaryRepository) -> GraphSelectionFailure? {
        do {
            _ = try ModuleDiagrams(root: repository.root).graph(options)
            return nil
        } catch {
            return error
        }
    }
}

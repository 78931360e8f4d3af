import ForgeTestSupport
import Foundation
import Testing

@Suite struct GraphTests {
    @Test func violationsAreDrawnRedInEveryFormat() throws {
        let fixture = try LintFixture(commandLine: forgeUnderTest)
        fixture["MoviesPresentation"].dependencies.append("MoviesData")
        let dot = try fixture.forge(["graph", "--format", "dot"]).output
        #expect(
            dot.contains(
                "\"MoviesPresentation\" -> \"MoviesData\" [color=red, fontcolor=red, label=\"presentation-sees-no-data\"];"
            ))
        #expect(dot.contains("\"MoviesDomain\" -> \"MoviesDomainApi\";"))
        #expect(dot.contains("subgraph \"cluster_Movies\""))
        let mermaid = try fixture.forge(["graph", "--format", "mermaid"]).output
        let lines = mermaid.split(separator: "\n").map(String.init)
        let edges = lines.filter { $0.contains(" --> ") }
        let red = try #require(edges.firstIndex(of: "  MoviesPresentation --> MoviesData"))
        #expect(lines.last == "  linkStyle \(red) stroke:red,stroke-width:2px")
        let json = try fixture.forge(["graph", "--format", "json"]).output
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        let violations = (object["edges"] as? [[String: Any]])?.compactMap { $0["violation"] as? String }
        #expect(violations == ["presentation-sees-no-data"])
    }

    @Test func testsAreHiddenUnlessAsked() throws {
        let fixture = try LintFixture(commandLine: forgeUnderTest)
        #expect(!(try fixture.forge(["graph"]).output.contains("\"Stub\"")))
        #expect(try fixture.forge(["graph", "--tests"]).output.contains("\"Stub\""))
    }

    @Test func focusFeatureAndCollapseNarrowTheGraph() throws {
        let fixture = try LintFixture(commandLine: forgeUnderTest)
        let focus = try fixture.forge(["graph", "--format", "json", "--focus", "MoviesDomain", "--depth", "1"]).output
        let nodes =
            ((try JSONSerialization.jsonObject(with: Data(focus.utf8)) as? [String: Any])?["nodes"] as? [[String: Any]])?
            .compactMap { $0["id"] as? String }
        #expect(
            Set(nodes ?? []) == [
                "MoviesDomain", "MoviesDomainApi", "DependencyInjection", "MoviesPresentation", "MoviesData",
            ])
        let feature = try fixture.forge(["graph", "--format", "mermaid", "--feature", "Music"]).output
        #expect(feature.contains("MusicDomain") && !feature.contains("MoviesDomain"))
        let collapsed = try fixture.forge(["graph", "--format", "mermaid", "--collapse"]).output
        #expect(collapsed.contains("  App --> Movies\n") && collapsed.contains("  Movies --> DesignSystem\n"))
        #expect(!collapsed.contains("MoviesDomain"))
        let unknown = try fixture.forge(["graph", "--focus", "MovieDomain"])
        #expect(unknown.code == .usage)
        #expect(unknown.errors.contains("no module is called \"MovieDomain\"; did you mean \"MoviesDomain\"?"))
    }

    @Test func kindKeepsItsModulesAndTheEdgesBetweenThem() throws {
        let fixture = try LintFixture(commandLine: forgeUnderTest)
        let core = try fixture.forge(["graph", "--format", "json", "--kind", "core"]).output
        let graph = try #require(try JSONSerialization.jsonObject(with: Data(core.utf8)) as? [String: Any])
        let nodes = (graph["nodes"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
        #expect(
            Set(nodes ?? []) == [
                "DependencyInjection", "PlainText", "DesignSystem", "Storage", "Networking", "NetworkingTransport",
                "Commands",
            ])
        let edges = (graph["edges"] as? [[String: Any]]) ?? []
        #expect(edges.allSatisfy { Set(nodes ?? []).contains($0["to"] as? String ?? "") })
        #expect(try fixture.forge(["graph", "--kind", "toolz"]).code == .usage)
    }

    @Test func readmeDiagramIsKeptCurrent() throws {
        let fixture = try LintFixture(commandLine: forgeUnderTest)
        try fixture.repository.write(
            "README.md", "# Sample\n\n<!-- forge:graph:begin -->\nold\n<!-- forge:graph:end -->\n\nMore text.\n")
        #expect(try fixture.forge(["graph", "--check-readme"]).code == .failure)
        #expect(try fixture.forge(["graph", "--update-readme"]).code == .success)
        let readme = try fixture.repository.read("README.md")
        #expect(readme.hasPrefix("# Sample\n\n<!-- forge:graph:begin -->\n```mermaid\nflowchart LR\n"))
        #expect(readme.hasSuffix("```\n<!-- forge:graph:end -->\n\nMore text.\n"))
        #expect(try fixture.forge(["graph", "--check-readme"]).code == .success)
    }

    @Test func eachReadmeBlockDrawsTheGraphItsMarkerAsksFor() throws {
        let fixture = try LintFixture(commandLine: forgeUnderTest)
        let block = { (filters: String) in "<!-- forge:graph:begin\(filters) -->\nold\n<!-- forge:graph:end -->\n" }
        try fixture.repository.write("README.md", "# All\n\n" + block(""))
        try fixture.repository.write("Modules/README.md", "# Core only\n\n" + block(" --kind core"))
        try fixture.repository.write("Docs/README.md", "# No core\n\n" + block(" --exclude-kind core"))
        try fixture.repository.write("Tests/Fixture/README.md", "# A test's fixture\n\n" + block(""))
        #expect(try fixture.forge(["graph", "--update-readme"]).code == .success)
        let all = try fixture.repository.read("README.md")
        let core = try fixture.repository.read("Modules/README.md")
        let noCore = try fixture.repository.read("Docs/README.md")
        #expect(all.contains("DesignSystem") && all.contains("MoviesPresentation"))
        #expect(core.contains("DesignSystem") && !core.contains("MoviesPresentation"))
        #expect(!noCore.contains("DesignSystem") && noCore.contains("MoviesPresentation"))
        #expect(try fixture.repository.read("Tests/Fixture/README.md").contains("old"))  // tests' folders are left out
        try fixture.repository.write("Docs/README.md", "# Typo\n\n" + block(" --kinds core"))
        let typo = try fixture.forge(["graph", "--check-readme"])
        #expect(typo.code == .failure)
        #expect(typo.errors.contains("Docs/README.md: the forge:graph marker has an unknown filter --kinds"))
    }

    @Test func makeVariablesListWhatAModuleIsBuiltFromInDependencyOrder() throws {
        let fixture = try LintFixture(commandLine: forgeUnderTest)
        let result = try fixture.forge(["graph", "--format", "make", "--dependencies-of", "MoviesPresentation"])
        #expect(result.code == .success, "\(result.errors)")
        let variables = Dictionary(
            uniqueKeysWithValues: result.output.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
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

    @Test func anUnknownFeatureOrFocusIsAUsageError() throws {
        let repository = try TemporaryRepository.withProject()
        try repository.write("Manifest/App.json", #"{ "name": "App" }"#)
        try repository.makeFolders("Sources/App")
        let feature = repository.forge("graph", "--feature", "Nope")
        #expect(feature.code == .usage)
        #expect(feature.errors.contains("--feature: no feature is called \"Nope\""))
        #expect(repository.forge("graph", "--focus", "Nope").code == .usage)
        let dependencies = repository.forge("graph", "--format", "make", "--dependencies-of", "Ap")
        #expect(dependencies.code == .usage)
        #expect(dependencies.errors.contains("--dependencies-of: no module is called \"Ap\"; did you mean \"App\"?"))
    }
}

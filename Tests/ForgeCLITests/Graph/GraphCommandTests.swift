import ForgeTestSupport
import Foundation
import Testing

/// `forge graph`: each format on standard output or in a file, the READMEs' diagrams, and its exit codes.
@Suite struct GraphCommandTests {
    @Test func eachFormatIsDrawnOnStandardOutput() throws {
        let fixture = try LintFixture(commandLine: forgeUnderTest)
        let dot = try fixture.forge(["graph"])
        #expect(dot.code == .success && dot.errors.isEmpty && dot.output.hasPrefix("digraph modules {\n"))
        #expect(try fixture.forge(["graph", "--format", "mermaid"]).output.hasPrefix("flowchart LR\n"))
        #expect(try fixture.forge(["graph", "--format", "json"]).output.hasPrefix("{\n  \"version\": 1,\n"))
        let make = try fixture.forge(["graph", "--format", "make", "--dependencies-of", "MoviesDomain"]).output
        #expect(
            make.hasPrefix(
                "# The modules MoviesDomain is built from, each after its dependencies, and what each\n"
                    + "# depends on; written by `forge graph --format make --dependencies-of MoviesDomain` from Manifest/.\n"
                    + "MOVIESDOMAIN_MODULES := DependencyInjection MoviesDomainApi\n"))
        let written = try fixture.forge(["graph", "--format", "make", "--output", "out/modules.mk"])
        #expect(written.code == .success && written.output.isEmpty)
        #expect(try fixture.repository.read("out/modules.mk").hasPrefix("# The modules selected, each after"))
    }

    @Test func aSelectionOfNothingIsAUsageErrorAndInvalidManifestsAFailure() throws {
        let fixture = try LintFixture(commandLine: forgeUnderTest)
        let unknown = try fixture.forge(["graph", "--focus", "MovieDomain"])
        #expect(unknown.code == .usage && unknown.output.isEmpty)
        #expect(
            unknown.errors == "error: --focus: no module is called \"MovieDomain\"; did you mean \"MoviesDomain\"?\n")
        #expect(try fixture.forge(["graph", "--kind", "toolz"]).code == .usage)
        fixture["App"].dependencies.append("Nothing")
        let invalid = try fixture.forge(["graph"])
        #expect(invalid.code == .failure && invalid.errors.hasSuffix("1 error in Manifest/\n"))
    }

    @Test func theReadmesDiagramsAreCheckedAndUpdated() throws {
        let fixture = try LintFixture(commandLine: forgeUnderTest)
        let none = try fixture.forge(["graph", "--check-readme"])
        #expect(none.code == .failure)
        #expect(
            none.errors == """
                error: no README.md of the repository has a <!-- forge:graph:begin ... <!-- forge:graph:end --> block
                    help: add the two markers where the module graph should appear

                """)
        try fixture.repository.write("README.md", "<!-- forge:graph:begin -->\nold\n<!-- forge:graph:end -->\n")
        let stale = try fixture.forge(["graph", "--check-readme"])
        #expect(stale.code == .failure)
        #expect(
            stale.errors
                == "error: README.md: the module graph is stale\n    help: run `make graph` and commit README.md\n")
        let updated = try fixture.forge(["graph", "--update-readme"])
        #expect(updated.code == .success && updated.output == "README.md: module graph updated\n")
        let current = try fixture.forge(["graph", "--check-readme"])
        #expect(current.code == .success && current.output == "README.md: the module graph is current\n")
        try fixture.repository.write("README.md", "<!-- forge:graph:begin --kinds core -->\n<!-- forge:graph:end -->\n")
        let typo = try fixture.forge(["graph", "--check-readme"])
        #expect(typo.code == .failure)
        #expect(
            typo.errors == """
                error: README.md: the forge:graph marker has an unknown filter --kinds
                    help: write the marker as <!-- forge:graph:begin --kind tool --> with forge graph's --kind, --exclude-kind, --feature, --focus, --depth or --collapse

                """)
    }
}

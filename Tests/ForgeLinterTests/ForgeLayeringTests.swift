import ForgeTestSupport
import Testing

@testable import ForgeLinter

/// The rules that keep forge's own modules apart (`Manifest/rules.json`, tags `foundation`, `reader`, `model`,
/// `engine`, `command`, `entry`) catch an edge that crosses them, on a repository laid out like forge.
@Suite struct ForgeLayeringTests {
    /// A foundation, a reader, a model over it, commands over that, and an entry point.
    private func layered() throws -> LintFixture {
        let fixture = try LintFixture(keepingForgeLayers: true)
        fixture.modules += [
            .init(name: "Base", kind: "tool", tags: ["foundation"]),
            .init(name: "Reader", kind: "tool", dependencies: ["Base"], tags: ["reader"]),
            .init(name: "Model", kind: "tool", dependencies: ["Reader", "Base"], tags: ["model"]),
            .init(name: "OtherModel", kind: "tool", tags: ["model"]),
            .init(name: "Engine", kind: "tool", dependencies: ["Model", "Base"], tags: ["engine"]),
            .init(name: "Cmd", kind: "tool", dependencies: ["Model", "Engine"], tags: ["command"]),
            .init(name: "OtherCmd", kind: "tool", dependencies: ["Base"], tags: ["command"]),
            .init(name: "Entry", kind: "tool", dependencies: ["Cmd", "OtherCmd", "Commands"], tags: ["entry"]),
        ]
        return fixture
    }

    @Test func aLayeredToolIsClean() throws {
        let result = try layered().outcome()
        #expect(result.isClean, "\(result.text)")
    }

    @Test func aReaderThatKnowsTheModelAndAModelThatKnowsACommandAreReported() throws {
        let fixture = try layered()
        fixture["Reader"].dependencies.append("OtherModel")
        fixture["Model"].dependencies.append("OtherCmd")
        let findings = try fixture.outcome().findings
        #expect(findings.contains { $0.contains("[readers-know-no-manifest] Reader depends on OtherModel") })
        #expect(findings.contains { $0.contains("[model-knows-no-command] Model depends on OtherCmd") })
    }

    @Test func aFoundationModuleDependsOnNothingAbove() throws {
        let fixture = try layered()
        fixture["Base"].dependencies.append("Reader")
        let findings = try fixture.outcome().findings
        #expect(findings.contains { $0.contains("[layer-dependencies] Base depends on Reader") })
    }

    @Test func aCommandThatUsesAnotherAndAnEngineThatCallsACommandAreReported() throws {
        let fixture = try layered()
        fixture["Cmd"].dependencies.append("OtherCmd")
        fixture["Engine"].dependencies.append("OtherCmd")
        let findings = try fixture.outcome().findings
        #expect(findings.contains { $0.contains("[commands-use-no-command] Cmd depends on OtherCmd") }, "\(findings)")
        #expect(
            findings.contains { $0.contains("[engines-call-no-command] Engine depends on OtherCmd") }, "\(findings)")
    }
}

import ForgeTestSupport
import Foundation
import ProcessRunner
import Testing

@testable import ForgeManifest

/// The JSON Schemas shipped for editors must describe exactly the keys the tool accepts.
@Suite struct SchemaTests {
    private func schema(_ name: String) throws -> [String: Any] {
        let url = Fixtures.repositoryRoot.appendingPathComponent("Manifest/\(name)")
        return try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    private func keys(of object: Any?) -> Set<String> {
        Set(((object as? [String: Any])?["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
    }

    @Test func moduleSchemaMatchesTheDecoder() throws {
        let definitions = try #require(try schema("module.schema.json")["$defs"] as? [String: Any])
        let module = definitions["module"]
        #expect(keys(of: module) == Set(ManifestDecoder.moduleKeys))
        let tests = ((module as? [String: Any])?["properties"] as? [String: Any])?["tests"] as? [String: Any]
        let testObject = (tests?["oneOf"] as? [Any])?.last
        #expect(keys(of: testObject) == Set(ManifestDecoder.testKeys))
        let kinds = (((module as? [String: Any])?["properties"] as? [String: Any])?["kind"] as? [String: Any])?["enum"]
        #expect(kinds as? [String] == ModuleKind.allCases.map(\.rawValue))
    }

    @Test func projectSchemaMatchesTheDecoder() throws {
        #expect(keys(of: try schema("project.schema.json")) == Set(ProjectDecoder.keys))
    }

    @Test func rulesSchemaMatchesTheDecoder() throws {
        let schema = try schema("rules.schema.json")
        #expect(keys(of: schema) == Set(LintRulesDecoder.topKeys))
        let definitions = try #require(schema["$defs"] as? [String: Any])
        #expect(keys(of: definitions["selector"]) == Set(LintRulesDecoder.selectorKeys))
        #expect(keys(of: definitions["rule"]) == Set(LintRulesDecoder.ruleKeys))
        #expect(keys(of: definitions["edge"]) == Set(LintRulesDecoder.edgeKeys))
    }
}

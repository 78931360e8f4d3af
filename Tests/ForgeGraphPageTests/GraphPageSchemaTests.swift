import ForgeTestSupport
import Foundation
import OffThePool
import ProcessRunner
import Testing

@testable import ForgeGraphPage

/// The page's documents conform to their JSON Schema, judged by the reference validator (Python's `jsonschema`,
/// Draft 2020-12), as the repository judges its manifests (`SchemaConformanceTests`).
@Suite(.offThePool) struct GraphPageSchemaTests {
    /// Checks each document against the schema; prints `file: at path: message` per problem.
    private static let validator = #"""
        import json, pathlib, sys
        try:
            import jsonschema
        except ImportError:
            sys.exit("the Python package jsonschema is missing: python3 -m pip install jsonschema")
        schema = json.loads(pathlib.Path(sys.argv[1]).read_text())
        jsonschema.Draft202012Validator.check_schema(schema)
        validator = jsonschema.Draft202012Validator(schema)
        for path in sys.argv[2:]:
            for error in validator.iter_errors(json.loads(pathlib.Path(path).read_text())):
                error = jsonschema.exceptions.best_match([error])
                print(f"{path}: at {error.json_path}: {error.message}")
        print(f"checked {len(sys.argv) - 2}", file=sys.stderr)
        """#

    private static let schema = Fixtures.repositoryRoot.appendingPathComponent(
        "Tools/Forge/Docs/schemas/graph-page.schema.json")

    /// `document` as the page embeds it (read back from its escaped form), written to a file of `repository`.
    private func written(
        _ document: GraphPageDocument, as name: String, in repository: TemporaryRepository
    ) throws
        -> String
    {
        let data = GraphPage.embedded(document)
        let object = try JSONSerialization.jsonObject(with: Data(data.utf8))
        try repository.write(name, String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self))
        return repository.root.appendingPathComponent(name).path
    }

    private func judge(_ files: [String], in root: URL) throws -> (status: Int32, output: String, errors: String) {
        let result = try BuiltProducts.runCommand(
            ["python3", "-c", Self.validator, Self.schema.path] + files, in: root)
        return (result.status, result.output, result.errors)
    }

    @Test func everyKindOfDocumentConformsToTheSchema() throws {
        let fixture = try GraphPageFixture()
        let root = fixture.repository.root
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("results"), withIntermediateDirectories: true)
        var files: [String] = []
        for (name, base, store) in [
            ("plain.json", nil, nil), ("base.json", "HEAD", nil), ("store.json", "HEAD", "results"),
            ("missing-store.json", nil, "no-such-folder"),
        ] as [(String, String?, String?)] {
            var request = GraphPageBuilder.Request()
            request.base = base
            request.store = store
            let document = try GraphPageBuilder(root: root).document(request).document
            files.append(try written(document, as: name, in: fixture.repository))
        }
        let result = try judge(files, in: root)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.isEmpty, "\(result.output)")
        #expect(result.errors.contains("checked 4"))
    }

    @Test func theSchemaRejectsWhatItShould() throws {
        let repository = try TemporaryRepository()
        try repository.write(
            "bad.json",
            #"{"version": 1, "generatedBy": "forge graph --format html", "graph": {"version": 1, "nodes": [{"id": "A"}], "edges": [], "cycles": [], "routeLimit": 100}, "lint": [], "affected": null, "tests": null, "notices": []}"#
        )
        let result = try judge([repository.root.appendingPathComponent("bad.json").path], in: repository.root)
        #expect(result.output.contains("bad.json: at $.graph.nodes[0]: "), "\(result.output)\(result.errors)")
    }
}

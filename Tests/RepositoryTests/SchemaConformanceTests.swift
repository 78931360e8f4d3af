import ForgeTestSupport
import Foundation
import OffThePool
import ProcessRunner
import Testing

@testable import ForgeManifest

/// Every manifest of the repository and of the fixtures conforms to the JSON Schemas editors complete with,
/// judged by the reference validator (Python's `jsonschema`, Draft 2020-12), not by forge's own decoder.
@Suite(.offThePool) struct SchemaConformanceTests {
    /// Checks each file against the schema its name calls for; prints `file: at path: message` per problem.
    private static let validator = #"""
        import json, pathlib, sys
        try:
            import jsonschema
        except ImportError:
            sys.exit("the Python package jsonschema is missing: python3 -m pip install jsonschema")
        schemas = {name: json.loads((pathlib.Path(sys.argv[1]) / name).read_text())
                   for name in ("module.schema.json", "project.schema.json", "rules.schema.json")}
        checked = 0
        for path in sys.argv[2:]:
            name = pathlib.Path(path).name
            schema = schemas["project.schema.json" if name == "project.json" else
                             "rules.schema.json" if name == "rules.json" else "module.schema.json"]
            validator = jsonschema.Draft202012Validator(schema)
            for error in validator.iter_errors(json.loads(pathlib.Path(path).read_text())):
                error = jsonschema.exceptions.best_match([error])  # the branch of a oneOf that came closest
                print(f"{path}: at {error.json_path}: {error.message}")
            checked += 1
        print(f"checked {checked}", file=sys.stderr)
        """#

    /// Every manifest JSON file under `folder` (schemas themselves excepted).
    private func manifests(under folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        var files: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            let path = url.standardizedFileURL.path
            guard url.pathExtension == "json", !url.lastPathComponent.hasSuffix(".schema.json"),
                path.contains("/Manifest/") || path.contains("/Manifest.expected/")
            else { continue }
            files.append(path)
        }
        return files.sorted()
    }

    @Test func theRepositorysOwnManifestsAreValid() throws {
        let validated = ValidatedManifests(root: Fixtures.repositoryRoot)
        #expect(validated.diagnostics.isEmpty, "\(validated.diagnostics.map(\.description))")
    }

    @Test func everyManifestOfTheRepositoryAndTheFixturesConformsToTheSchemas() throws {
        let root = Fixtures.repositoryRoot
        let files =
            manifests(under: root.appendingPathComponent("Manifest"))
            + manifests(under: root.appendingPathComponent("Tests"))
        try #require(files.count > 30, "found only \(files)")
        let result = try BuiltProducts.runCommand(
            ["python3", "-c", Self.validator, root.appendingPathComponent("Manifest").path] + files, in: root)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.isEmpty, "\(result.output)")
        #expect(result.errors.contains("checked \(files.count)"))
    }

    @Test func theSchemasRejectWhatTheyShould() throws {
        let repository = try TemporaryRepository()
        try repository.write("Manifest/Bad.json", #"{ "name": "Bad", "swiftSettings": [{ "defin": "X" }] }"#)
        let result = try BuiltProducts.runCommand(
            [
                "python3", "-c", Self.validator, Fixtures.repositoryRoot.appendingPathComponent("Manifest").path,
                repository.root.appendingPathComponent("Manifest/Bad.json").path,
            ], in: repository.root)
        #expect(
            result.output.contains("Bad.json: at $.swiftSettings[0]: "), "\(result.output)\(result.errors)")
    }
}

import ForgeJSON
import ForgeTestSupport
import Foundation
import Testing

@testable import ForgeManifest

/// This repository's own manifests, laid out by hand, decoded and written again by `ManifestWriter`, say the
/// same JSON (their `$schema` aside): tags, test inputs, link-only dependencies, the layout and the scaffold
/// settings included, which the adopt fixtures never use.
@Suite struct ManifestWriterRepositoryTests {
    @Test func everyManifestOfThisRepositoryWritesBackTheSameJSON() throws {
        let root = Fixtures.repositoryRoot
        let loaded = ManifestLoader(root: root).load()
        let manifests = try #require(loaded.manifests, "\(loaded.diagnostics.map(\.description))")
        var written = [manifests.project.file: ManifestWriter.project(manifests.project)]
        for (file, modules) in Dictionary(grouping: manifests.modules, by: \.file) {
            let objects = modules.map(ManifestWriter.module)  // In declaration order.
            written[file] = modules[0].jsonPath == "$" ? objects[0] : .object([("modules", .array(objects))])
        }
        #expect(written.count > 40)
        for (file, json) in written {
            let original = try Self.value(Data(contentsOf: root.appendingPathComponent(file)))
            let rewritten = try Self.value(Data(json.document().utf8))
            #expect(original == rewritten, "\(file)")
        }
    }

    /// The file's JSON with `$schema` left out, keys sorted: a form two layouts of the same value share.
    private static func value(_ data: Data) throws -> String {
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        object["$schema"] = nil
        return String(
            decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }
}

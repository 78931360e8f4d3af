import ForgeJSON
import ForgeTestSupport
import Foundation
import Testing

@testable import ForgeManifest

/// `ManifestWriter` is the decoders' other direction: every adopt fixture's manifests, which together use every
/// feature of the model (`AdoptFixtureCoverageTests`), decoded and written again are the same files, byte for byte.
@Suite struct ManifestWriterRoundTripTests {
    @Test(arguments: AdoptFixtureTests.fixtures)
    func decodedManifestsWriteBackTheSameFiles(fixture: String) throws {
        let (repository, manifests) = try AdoptFixtureCoverageTests.expectedManifests(fixture)
        var written = [manifests.project.file: ManifestWriter.project(manifests.project)]
        for (file, modules) in Dictionary(grouping: manifests.modules, by: \.file) {
            let objects = modules.map(ManifestWriter.module)  // In declaration order.
            written[file] = modules[0].jsonPath == "$" ? objects[0] : .object([("modules", .array(objects))])
        }
        for (file, json) in written {
            let original = try String(contentsOf: repository.root.appendingPathComponent(file), encoding: .utf8)
            #expect(json.document() == original, "\(fixture): \(file)")
        }
        #expect(
            written.count
                == (try FileManager.default.subpathsOfDirectory(
                    atPath: repository.root.appendingPathComponent(ManifestLoader.folder).path
                ).filter { $0.hasSuffix(".json") }.count))
    }
}

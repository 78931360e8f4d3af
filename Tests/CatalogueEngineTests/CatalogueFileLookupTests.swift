import Foundation
import Testing

@testable import CatalogueEngine

/// `CatalogueFile.index(ofID:)` interpolates before it bisects: it must find every film and no other, however
/// unevenly the ids are spread.
@Suite struct CatalogueFileLookupTests {
    /// A file holding films numbered `ids`.
    private static func catalogue(ids: [UInt32]) throws -> CatalogueFile {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lookup-\(UUID().uuidString).bin").path
        let metadata = CatalogueMetadata(
            source: "test", idPrefix: "tt", idDigits: 7, genres: [], certifications: [""], description: "lookup")
        _ = try CatalogueWriter(metadata: metadata).write(
            ids.map { CatalogueEntry(id: $0, title: "Film \($0)") }, to: path)
        defer { unlink(path) }
        return try CatalogueFile(path: path)
    }

    /// How the ids are spread.
    enum Spread: CaseIterable {
        case even, skewed, clustered, few

        var ids: [UInt32] {
            switch self {
            case .even: return (0..<3_000).map { UInt32($0 * 7 + 1) }
            // Dense old ids, then a sparse tail, as IMDb's film ids are.
            case .skewed: return (0..<3_000).map { Self.skewed($0) }
            case .clustered: return (0..<3_000).map { Self.clustered($0) }
            case .few: return [5, 9_000_000]
            }
        }

        private static func clustered(_ position: Int) -> UInt32 {
            let cluster: Int = position / 100
            return UInt32(cluster * 1_000_000 + position % 100 + 1)
        }

        private static func skewed(_ position: Int) -> UInt32 {
            let tail = max(0, position - 2_500)
            return UInt32(position + 1 + tail * tail * 97)
        }
    }

    @Test(arguments: Spread.allCases)
    func everyFilmIsFoundAndNoOther(spread: Spread) throws {
        let ids = spread.ids
        let catalogue = try Self.catalogue(ids: ids)
        #expect(ids.map { catalogue.index(ofID: Int($0)) } == Array(0..<ids.count), "\(spread)")
        let present = Set(ids.map(Int.init))
        let last = ids.last.map(Int.init) ?? 0
        let absent = [0, 2, 3, 4, 6, last + 1, last / 2 + 3, 1_000_150].filter { !present.contains($0) }
        #expect(absent.allSatisfy { catalogue.index(ofID: $0) == nil }, "\(spread)")
    }
}

import ForgeTestSupport
import Foundation
import Testing

@testable import ForgeResultStore

/// The folder store called directly: what it records is what it answers, and what it cannot read is "not seen".
@Suite struct FolderTestResultStoreTests {
    @Test func aRecordedPassAndFailureAreSeenByTheirHashOnly() throws {
        let repository = try TemporaryRepository()
        let store = FolderTestResultStore(folder: repository.root.appendingPathComponent("results"))
        #expect(store.record(.passed, of: "CoreTests", hash: "aaa") == nil)
        #expect(store.record(.failed, of: "CoreTests", hash: "aaa") == nil)
        var warning: String?
        let seen = store.outcomes(of: [("CoreTests", "aaa"), ("UtilTests", "bbb")], warning: &warning)
        #expect(warning == nil)
        #expect(seen["CoreTests"]?.passed != nil && seen["CoreTests"]?.failed != nil)
        #expect(seen["UtilTests"] == SeenOutcomes())
        let other = store.outcomes(of: [("CoreTests", "ccc")], warning: &warning)
        #expect(other["CoreTests"] == SeenOutcomes())
    }

    @Test func aCorruptOrForeignEntryIsNotSeen() throws {
        let repository = try TemporaryRepository()
        let folder = repository.root.appendingPathComponent("results")
        let store = FolderTestResultStore(folder: folder)
        #expect(store.record(.passed, of: "CoreTests", hash: "aaa") == nil)
        let key = TestResultEntry.key(hash: "aaa", outcome: .passed)
        // Another target's entry under this hash's key is foreign; garbage is corrupt.
        #expect(store.write(Data(#"{"not": "an entry"}"#.utf8), to: key) == nil)
        var warning: String?
        #expect(store.outcomes(of: [("CoreTests", "aaa")], warning: &warning)["CoreTests"]?.passed == nil)
        #expect(store.record(.passed, of: "UtilTests", hash: "aaa") == nil)
        #expect(store.outcomes(of: [("CoreTests", "aaa")], warning: &warning)["CoreTests"]?.passed == nil)
    }
}

import Testing

@testable import TextFolding

/// The one edit distance: the app's parser and forge's diagnostics both suggest through it.
@Suite struct EditDistanceTests {
    @Test func suggestsTheNearestPlausibleTypo() {
        #expect(EditDistance.closest(to: "serach", in: ["search", "detail", "top"]) == "search")  // a swap
        #expect(EditDistance.closest(to: "DETAIL", in: ["search", "detail"]) == "detail")  // case ignored
        #expect(EditDistance.closest(to: "xyz", in: ["search", "detail"]) == nil)  // too far to be a typo
    }

    @Test func equallyCloseCandidatesGiveTheFirstAlphabetically() {
        #expect(EditDistance.closest(to: "cat", in: ["hat", "bat"]) == "bat")
        #expect(EditDistance.closest(to: "cat", in: ["bat", "hat"]) == "bat")
    }

    @Test func theDistanceCountsInsertionsDeletionsSubstitutionsAndSwaps() {
        func distance(_ a: String, _ b: String) -> Int {
            EditDistance.between(Array(a.unicodeScalars), Array(b.unicodeScalars))
        }
        #expect(distance("", "abc") == 3)
        #expect(distance("kitten", "sitting") == 3)
        #expect(distance("ab", "ba") == 1)
        #expect(distance("same", "same") == 0)
    }
}

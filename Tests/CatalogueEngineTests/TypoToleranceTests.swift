import Testing

@testable import CatalogueEngine

/// The pieces of the forgiving search, each judged on its own: typo distances and limits, and the other
/// spellings a query word has.
@Suite struct TypoToleranceTests {
    private func distance(_ a: String, _ b: String, limit: Int) -> Int? {
        var tolerance = TypoTolerance(word: Array(a.utf8))
        return Array(b.utf8).withUnsafeBytes { tolerance.distance(Array(a.utf8), $0, limit: limit) }
    }

    @Test(arguments: [
        ("teh", "the", 1), ("godfahter", "godfather", 1), ("redemtion", "redemption", 1), ("bak", "back", 1),
        ("shawshenk", "shawshank", 1), ("matrxi", "matrix", 1), ("goodfelas", "goodfellas", 1),
        ("shwashank", "shawshank", 1), ("casablance", "casablanca", 1), ("abcd", "badc", 2),
    ])
    func damerauDistanceCountsASwapAsOne(_ a: String, _ b: String, expected: Int) {
        #expect(distance(a, b, limit: 2) == expected)
    }

    @Test func distancesPastTheLimitAreNil() {
        #expect(distance("matrix", "matron", limit: 1) == nil)
        #expect(distance("abc", "xyz", limit: 2) == nil)
        #expect(distance("same", "same", limit: 0) == 0)
    }

    @Test func theLetterCountBoundNeverRejectsAWordWithinTheLimit() {
        let words = ["godfather", "godfahter", "goodfather", "godfathers", "gdofather", "fodgather", "abcdefghi"]
        for a in words {
            let tolerance = TypoTolerance(word: Array(a.utf8))
            for b in words {
                guard distance(a, b, limit: 2) != nil else { continue }
                #expect(Array(b.utf8).withUnsafeBytes { tolerance.mayBeWithin(2, of: $0) }, "\(a) / \(b)")
            }
        }
    }

    @Test func typosAllowedGrowWithTheWord() {
        #expect((1...10).map(TypoTolerance.allowed(forLength:)) == [0, 0, 1, 1, 1, 1, 1, 2, 2, 2])
    }

    @Test func queryWordsHaveTheirOtherSpellings() {
        let plan = QueryPlan("the Godfather & 2 ii et")
        #expect(plan.words.map(\.text) == ["the", "godfather", "and", "2", "ii", "et"])
        #expect(plan.words.map(\.isOptional) == [true, false, true, false, false, false])
        #expect(plan.words[3].variants == [[Array("ii".utf8)]])
        #expect(plan.words[4].variants.contains([Array("2".utf8)]))
        #expect(plan.words[5].variants.contains([[UInt8(ascii: "e")], [UInt8(ascii: "t")]]))
        #expect(QueryPlan("the").words.map(\.isOptional) == [false])  // an article alone is the query
    }
}

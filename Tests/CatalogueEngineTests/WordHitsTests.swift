import Testing

@testable import CatalogueEngine

@Suite struct WordHitsTests {
    /// Sparse throughout, sparse then dense, and dense from the start (a word whose postings are many).
    @Test(arguments: [(10, 0), (WordHits.sparseLimit + 500, 0), (10, WordHits.sparseLimit + 1)])
    func keepsEveryFilmOnceWithItsFewestTypos(films: Int, expected: Int) {
        var hits = WordHits(filmCount: 20_000, expected: expected)
        for film in 0..<films { hits.add(film * 3, typos: 2) }
        for film in 0..<films { hits.add(film * 3, typos: film % 2) }  // fewer typos for some
        hits.add(1, typos: 1)
        #expect(hits.count == films + 1)
        #expect(hits.records.prefix(3) == [0, 3, 6])
        #expect(hits.records.last == 1)
        for film in 0..<films { #expect(hits[film * 3] == film % 2) }
        #expect(hits[1] == 1)
        #expect(hits[2] == nil)
    }
}

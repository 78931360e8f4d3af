import Testing

@testable import CatalogueEngine

/// Ranking only the films that can reach the first places gives exactly the first places of ranking them all.
@Suite struct TopMatchesTests {
    static let queries = [
        "matrix", "the godfather", "talzan", "love story", "godfahter", "lotr", "star wars esb", "qwxzvk hard",
        "a", "the", "la confidential", "back to teh future", "xmen", "good fellas", "2001", "amelie", "e.t.",
    ]

    @Test(arguments: queries)
    func theFirstPlacesAreThoseOfTheWholeRanking(query: String) throws {
        let catalogue = try CatalogueFile(path: EmbeddedCatalogue.path)
        let engine = CatalogueSearchEngine(catalogue: catalogue)
        let plan = QueryPlan(query)
        let all = engine.search(plan)
        let sorted = all.matches.sorted { CatalogueSearchEngine.relevanceOrder($0, $1, catalogue: catalogue) }
        for count in [1, 3, 20, 100] {
            let top = engine.topMatches(plan, count: count)
            #expect(top.matches.map(\.index) == sorted.prefix(count).map(\.index), "\(query), \(count)")
            #expect(top.total == all.matches.count)
            #expect(top.missingWords == all.missingWords)
        }
    }
}

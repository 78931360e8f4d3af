import CatalogueDomainApi
import Foundation
import Testing

@testable import CatalogueData
@testable import CatalogueDomain

/// The forgiving search through the embedded catalogue: the fallback to fewer words, typos and other spellings
/// as a person meets them (the pieces themselves are `TypoToleranceTests`' and `QueryPlanTests`').
@Suite struct ForgivingSearchTests {
    @Test func aWordNoTitleHasLeavesTheOthersAndSaysSo() async throws {
        let repository = try OfflineMovieRepository()
        let page = try await repository.search(SearchQuery(text: "qwxzvk matrix"))
        #expect(page.movies.first?.title == "The Matrix")
        #expect(page.scopeNote == "No film has every word: these have the others, but not \"qwxzvk\"")
        let whole = try await repository.search(SearchQuery(text: "matrix reloaded"))
        #expect(whole.scopeNote == nil && whole.movies.first?.title == "The Matrix Reloaded")
    }

    @Test func wordsEachInSomeFilmButNoneInOneSayTheResultsAreTheClosest() async throws {
        let repository = try OfflineMovieRepository()
        for query in [SearchQuery(text: "matrix zebra"), SearchQuery(text: "matrix zebra", sort: .votes)] {
            let page = try await repository.search(query)
            #expect(page.scopeNote == "No film has every word; closest:", "\(query.sort)")
            #expect(!page.movies.isEmpty)
        }
        let sorted = try await repository.search(SearchQuery(text: "matrix", sort: .votes))
        #expect(sorted.scopeNote == nil)
    }

    @Test func everyWordAsWrittenFindsOnlyTitlesWithEveryWordAndNoneForAWordNoTitleHas() async throws {
        let repository = try OfflineMovieRepository()
        func titles(_ text: String, years: ClosedRange<Int>? = nil) async throws -> [String] {
            var query = SearchQuery(text: text, years: years, limit: 50)
            query.everyWordAsWritten = true
            return try await repository.search(query).movies.map(\.title)
        }
        let empire = try await titles("empire strikes back")
        #expect(empire.contains("Star Wars: Episode V - The Empire Strikes Back"), "\(empire)")
        #expect(try await titles("matrix", years: 2003...2003).allSatisfy { $0.lowercased().contains("matrix") })
        #expect(try await titles("matrx").isEmpty, "a typo is no word as written")
        #expect(try await titles("qwxzvk matrix").isEmpty, "a word no title has leaves nothing")
        #expect(!(try await titles("the matrix")).isEmpty)
    }

    @Test func sortingStillReplacesTheCascade() async throws {
        let repository = try OfflineMovieRepository()
        let byYear = try await repository.search(SearchQuery(text: "back to teh future", sort: .year)).movies
        #expect(byYear.compactMap(\.year) == byYear.compactMap(\.year).sorted())
        #expect(byYear.count >= 3)
    }
}

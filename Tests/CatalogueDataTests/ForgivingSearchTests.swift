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

    @Test func sortingStillReplacesTheCascade() async throws {
        let repository = try OfflineMovieRepository()
        let byYear = try await repository.search(SearchQuery(text: "back to teh future", sort: .year)).movies
        #expect(byYear.compactMap(\.year) == byYear.compactMap(\.year).sorted())
        #expect(byYear.count >= 3)
    }
}

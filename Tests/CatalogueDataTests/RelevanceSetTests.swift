import CatalogueDomainApi
import Foundation
import ProcessRunner
import Testing

@testable import CatalogueData
@testable import CatalogueDomain
@testable import CatalogueEngine

/// The relevance set (Fixtures/relevance.tsv, also read by `make bench-search`): every query finds its
/// film within the rank it allows, on the embedded catalogue, through the same engine as the app.
@Suite struct RelevanceSetTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let query: String
        let title: String
        let year: Int
        let rank: Int

        var testDescription: String { "\"\(query)\" -> \(title) (\(year)) in the first \(rank)" }
    }

    static let cases: [Case] = {
        let url = SourceTree.url(of: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/relevance.tsv")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4, let year = Int(fields[2]), let rank = Int(fields[3]) else { return nil }
            return Case(query: fields[0], title: MovieTextNormalizer.naturalTitle(fields[1]), year: year, rank: rank)
        }
    }()

    @Test func theSetIsWhole() {
        #expect(Self.cases.count >= 100)
    }

    @Test(arguments: cases)
    func queryFindsItsFilm(_ example: Case) async throws {
        let repository = try OfflineMovieRepository()
        let found = try await repository.search(SearchQuery(text: example.query, limit: example.rank)).movies
        #expect(
            found.contains { $0.title == example.title && $0.year == example.year },
            "got \(found.map { "\($0.title) (\($0.year.map(String.init) ?? "?"))" })")
    }
}

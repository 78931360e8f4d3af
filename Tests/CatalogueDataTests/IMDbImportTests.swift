import Foundation
import OffThePool
import Testing

@testable import CatalogueData
@testable import CatalogueDomain
@testable import CatalogueDomainApi
@testable import CatalogueEngine

/// An import of the samples, then the catalogue it wrote as every command reads it.
@Suite(.offThePool) struct IMDbImportTests {
    private func importSamples(
        compressed: Bool = true, options: CatalogueImportOptions = CatalogueImportOptions()
    ) throws -> (OfflineMovieRepository, IMDbImporter.Result) {
        let folder = try IMDbSamples.copy(compressed: compressed)
        let files = try IMDbDatasetFiles(locating: [folder.path])
        let output = folder.appendingPathComponent("catalogue.bin").path
        let result = try IMDbImporter(files: files, options: options).run(writingTo: output) { _ in }
        return (try OfflineMovieRepository(path: output), result)
    }

    @Test(arguments: [false, true])
    func keepsFilmsAndTVFilmsOnlyAndCountsEveryBrokenRow(compressed: Bool) async throws {
        let (repository, result) = try importSamples(compressed: compressed)
        #expect(result.filmCount == 11)
        // Basics: a row missing a tab, a film without a title, an id that is not a title id; ratings: a rating
        // that is not a number; principals: characters that are not JSON, a person id that is not one. Each with
        // its file and line.
        #expect(result.malformedCount == 6)
        let described = result.malformed.map { "\(($0.file as NSString).lastPathComponent):\($0.line): \($0.reason)" }
        let suffix = compressed ? ".gz" : ""
        #expect(described.contains("title.basics.tsv\(suffix):8: expected 9 tab-separated fields, found 8"))
        #expect(described.contains("title.basics.tsv\(suffix):7: primaryTitle is empty"))
        #expect(described.contains("title.basics.tsv\(suffix):20: tconst is not an IMDb title id"))
        #expect(described.contains("title.ratings.tsv\(suffix):11: averageRating or numVotes is not a number"))
        // Series, episodes, shorts, videos and adult titles are not films.
        for skipped in ["tt0411008", "tt0636289", "tt0000001", "tt0300003", "tt0200002"] {
            await #expect(throws: CatalogueError.self) { try await repository.movie(id: MovieID(skipped)) }
        }
        #expect(try await repository.movie(id: MovieID("tt0117509")).title == "Romeo + Juliet")  // a TV film
    }

    @Test func aFilmHasEveryFieldTheDatasetsGive() async throws {
        let (repository, _) = try importSamples()
        let matrix = try await repository.movie(id: MovieID("tt0133093"))
        #expect(matrix.title == "The Matrix" && matrix.year == 1999 && matrix.runtimeMinutes == 136)
        #expect(matrix.rating == 8.7 && matrix.votes == 2_100_000)
        #expect(matrix.genres == ["Action", "Sci-Fi"])
        #expect(matrix.directors == ["Lana Wachowski", "Lilly Wachowski"])
        #expect(matrix.originalTitle == nil && matrix.budget == nil && matrix.ratingDistribution == nil)
        let amelie = try await repository.movie(id: MovieID("tt0211915"))
        #expect(amelie.originalTitle == "Le fabuleux destin d'Amélie Poulain")
        #expect(amelie.directors == ["Jean-Pierre Jeunet"])
        let unknown = try await repository.movie(id: MovieID("tt0100001"))
        #expect(unknown.year == nil && unknown.runtimeMinutes == nil && unknown.rating == nil && unknown.genres.isEmpty)
        // A terminal escape in a title never reaches the catalogue.
        let samurai = try await repository.movie(id: MovieID("tt0400004"))
        #expect(!samurai.title.unicodeScalars.contains { $0.value == 0x1B })
        #expect(samurai.originalTitle == "七人の侍")
        let long = try await repository.movie(id: MovieID("tt9999999"))
        #expect(long.title.utf8.count <= CatalogueWriter.maximumFieldBytes && long.title.hasPrefix("A Very Long Title"))
        #expect(try await repository.movie(id: MovieID("tt0500005")).title == "Город")
    }

    @Test func idsAreIMDbIdsHoweverTyped() async throws {
        let (repository, _) = try importSamples()
        #expect(repository.movieID(from: "tt0133093") == MovieID("tt0133093"))
        #expect(repository.movieID(from: "TT133093") == MovieID("tt0133093"))
        #expect(repository.movieID(from: "133093") == nil)
        #expect(repository.movieID(from: "tt0000042") == nil)  // written like one, but no such film
        await #expect(throws: CatalogueError.self) { try await repository.movie(id: MovieID("32710")) }
    }

    @Test func searchRanksFindsOtherTitlesAndFilters() async throws {
        let (repository, _) = try importSamples()
        let matrix = try await repository.search(SearchQuery(text: "the matrix"))
        #expect(matrix.movies.map(\.id.rawValue) == ["tt0133093", "tt0234215"])
        #expect(try await repository.search(SearchQuery(text: "matrx")).movies.first?.title == "The Matrix")
        // Alternative titles (title.akas) and original titles are searched, but the title shown is IMDb's.
        #expect(
            try await repository.search(SearchQuery(text: "seven samurai")).movies.map(\.id.rawValue) == ["tt0400004"])
        #expect(try await repository.search(SearchQuery(text: "fabelhafte welt")).movies.first?.title == "Amélie")
        #expect(try await repository.search(SearchQuery(text: "fabuleux destin")).movies.first?.title == "Amélie")
        let romeo = try await repository.search(SearchQuery(text: "romeo juliet", years: 1930...1940))
        #expect(romeo.movies.map(\.id.rawValue) == ["tt0029546"])
        let scifi = try await repository.search(SearchQuery(text: "matrix", genres: ["sci-fi"]))
        #expect(scifi.totalCount == 2)
        await #expect(throws: CatalogueError.self) {
            try await repository.search(SearchQuery(text: "matrix", genres: ["Superhero"]))
        }
    }

    @Test func ranksRepeatTheRecordsAndTheTokensAreTogether() throws {
        let folder = try IMDbSamples.copy(compressed: false)
        let output = folder.appendingPathComponent("catalogue.bin").path
        _ = try IMDbImporter(files: try IMDbDatasetFiles(locating: [folder.path]), options: CatalogueImportOptions())
            .run(writingTo: output) { _ in }
        let catalogue = try CatalogueFile(path: output)
        var previousEnd: Int?
        for index in 0..<catalogue.movieCount {
            let record = catalogue.record(index)
            let rank = catalogue.rank(index)
            #expect(rank.votes == record.votes && rank.rating10 == record.rating10)
            #expect(rank.tokensRange == record.tokensRange)
            // Film after film, with nothing between: what ranking reads sits on as few pages as it can.
            if let previousEnd { #expect(rank.tokensRange.lowerBound == previousEnd) }
            previousEnd = rank.tokensRange.upperBound
        }
    }

    @Test func titlesWithTheSameNameAreToldApartByYear() async throws {
        let (repository, _) = try importSamples()
        let both = try await repository.movies(titled: "Romeo and Juliet", year: nil)
        #expect(both.map(\.year) == [1936, 1968])
        #expect(try await repository.movies(titled: "romeo and juliet", year: 1968).map(\.id.rawValue) == ["tt0063518"])
    }

    @Test func chartsReadTheImportedVotes() async throws {
        let (repository, _) = try importSamples()
        let popular = try await repository.movies(minimumVotes: 500_000)
        #expect(Set(popular.map(\.id.rawValue)) == ["tt0133093", "tt0234215", "tt0211915", "tt0068646"])
    }

    @Test func typesAndAdultTitlesAreChosen() throws {
        let (_, result) = try importSamples(
            options: CatalogueImportOptions(titleTypes: ["movie", "tvMovie", "video"], includeAdult: true))
        #expect(result.filmCount == 13)
        #expect(result.metadata.titleTypes == ["movie", "tvMovie", "video"] && result.metadata.includesAdult == true)
    }

    @Test func leadingArticlesAreStoredMovedSoTheTitleIsExact() {
        #expect(MovieTextNormalizer.storedTitle("The Matrix") == "Matrix, The")
        #expect(MovieTextNormalizer.storedTitle("L'Avventura") == "Avventura, L'")
        #expect(MovieTextNormalizer.storedTitle("Die Hard") == "Die Hard")  // English first word, not an article
        #expect(MovieTextNormalizer.storedTitle("The") == "The")
        #expect(MovieTextNormalizer.storedTitle("A.I. Artificial Intelligence") == "A.I. Artificial Intelligence")
        #expect(MovieTextNormalizer.naturalTitle(MovieTextNormalizer.storedTitle("The Matrix")) == "The Matrix")
    }
}

import Foundation
import Testing

@testable import CatalogueData
@testable import CatalogueDomain
@testable import CatalogueDomainApi
@testable import CatalogueEngine

@Suite struct EmbeddedSearchTests {
    private let repository: OfflineMovieRepository

    init() throws {
        repository = try OfflineMovieRepository()
    }

    private func titles(
        _ text: String, limit: Int = 5, _ configure: (inout SearchQuery) -> Void = { _ in }
    ) async throws
        -> [String]
    {
        var query = SearchQuery(text: text, limit: limit)
        configure(&query)
        return try await repository.search(query).movies.map { "\($0.title) (\($0.year!))" }
    }

    @Test func articleIsIgnoredAndTitlesReadNaturally() async throws {
        #expect(try await titles("the matrix", limit: 1) == ["The Matrix (1999)"])
        #expect(try await titles("matrix", limit: 1) == ["The Matrix (1999)"])
        #expect(try await titles("MATRIX, THE", limit: 1) == ["The Matrix (1999)"])
    }

    @Test func rankingIsExactThenPrefixThenAllWordsThenTypos() async throws {
        #expect(
            try await titles("matrix", limit: 10) == [
                "The Matrix (1999)",  // exact title
                "The Matrix Reloaded (2003)", "The Matrix Revolutions (2003)",  // title prefix, by votes
                "Sex Files: Sexual Matrix (1999)", "That 70's Matrix (2001)",  // all words, by votes
                "Matri-Phony (1942)",  // one typo away ("matri")
            ])
    }

    @Test func aTypoInAWordStillFindsTheFilm() async throws {
        #expect(try await titles("matirx", limit: 1) == ["The Matrix (1999)"])
        #expect(try await titles("godfahter", limit: 1) == ["The Godfather (1972)"])
    }

    @Test func wordsMayComeInAnyOrderAndAccentsDoNotMatter() async throws {
        #expect(
            try await titles("ring fellowship", limit: 1) == [
                "The Lord of the Rings: The Fellowship of the Ring (2001)"
            ])
        #expect(try await titles("Café Society", limit: 2) == ["Cafe Society (1995)", "Cafe Society (1939)"])
        #expect(try await titles("Pokémon 4ever", limit: 1) == ["Pokemon 4Ever (2002)"])
        #expect(try await titles("chignon olga", limit: 1) == ["Le Chignon d'Olga (2002)"])
        #expect(try await titles("schindler's list", limit: 1) == ["Schindler's List (1993)"])
        #expect(try await titles("la dolce vita", limit: 1) == ["La Dolce vita (1960)"])
    }

    @Test func tiesAreBrokenByVotes() async throws {
        let movies = try await repository.search(SearchQuery(text: "hamlet", limit: 10)).movies
        let exact = movies.filter { $0.title == "Hamlet" }
        #expect(exact.count >= 2)
        #expect(zip(exact, exact.dropFirst()).allSatisfy { $0.votes! >= $1.votes! })
    }

    @Test func pagesDoNotOverlapAndCountTheWhole() async throws {
        let first = try await repository.search(SearchQuery(text: "love", limit: 10, page: 1))
        let second = try await repository.search(SearchQuery(text: "love", limit: 10, page: 2))
        #expect(first.totalCount == second.totalCount)
        #expect(first.totalCount > 20)
        #expect(first.pageCount == (first.totalCount + 9) / 10)
        #expect(Set(first.movies.map(\.id)).isDisjoint(with: second.movies.map(\.id)))
        let beyond = try await repository.search(SearchQuery(text: "love", limit: 10, page: 10_000))
        #expect(beyond.movies.isEmpty)
    }

    @Test func filtersNarrowTheResults() async throws {
        var query = SearchQuery(text: "star", genres: ["action"], minimumRating: 7, minimumVotes: 1000, limit: 50)
        query.years = 1970...1989
        let movies = try await repository.search(query).movies
        #expect(!movies.isEmpty)
        #expect(
            movies.allSatisfy {
                (1970...1989).contains($0.year!) && $0.genres.contains("Action") && $0.rating! >= 7 && $0.votes! >= 1000
            })
        #expect(movies.contains { $0.title == "Star Wars" })
    }

    @Test func unknownGenreSaysWhichExist() async throws {
        await #expect(throws: CatalogueError.self) {
            try await repository.search(SearchQuery(text: "x", genres: ["Horror"]))
        }
    }

    @Test func sortsByOtherKeys() async throws {
        let byYear = try await repository.search(SearchQuery(text: "matrix", sort: .year, limit: 10)).movies.compactMap(
            \.year)
        #expect(byYear == byYear.sorted())
        let byRating = try await repository.search(SearchQuery(text: "star", sort: .rating, limit: 20)).movies
            .compactMap(\.rating)
        #expect(byRating == byRating.sorted(by: >))
    }

    @Test func nothingFoundIsAnEmptyPage() async throws {
        let page = try await repository.search(SearchQuery(text: "qqqqzzzz"))
        #expect(page.movies.isEmpty && page.totalCount == 0 && page.pageCount == 0)
    }

    @Test func lookupsByIdAndExactTitle() async throws {
        let matrix = try #require(try await repository.movies(titled: "The Matrix", year: nil).first)
        #expect(try await repository.movie(id: matrix.id) == matrix)
        #expect(matrix.runtimeMinutes == 136 && matrix.certification == "R" && matrix.genres == ["Action"])
        #expect(matrix.ratingDistribution?.count == 10)
        #expect(try await repository.movies(titled: "Hamlet", year: nil).count > 3)  // remakes
        #expect(try await repository.movies(titled: "Hamlet", year: 1996).count == 1)
        await #expect(throws: CatalogueError.self) { try await repository.movie(id: MovieID("999999")) }
        #expect(repository.movieID(from: "42") == MovieID("42"))
        #expect(repository.movieID(from: "tt0133093") == nil)
    }

    @Test func ratedFilmsAreTheRatedMoviesReadFromTheRecordsAlone() async throws {
        for minimumVotes in [1, 1000, 100_000] {
            let fromMovies = try await repository.movies(minimumVotes: minimumVotes).compactMap(RatedFilm.init)
            let fromRecords = try await repository.ratedFilms(minimumVotes: minimumVotes)
            #expect(fromRecords == fromMovies)
            #expect(!fromRecords.isEmpty)
        }
    }

    @Test func filmFiguresAreTheMoviesFiguresReadFromTheRecordsAlone() async throws {
        let movies = try await repository.movies(minimumVotes: 0)
        let ids = movies.map(\.id) + [MovieID("999999999")]
        let figures = try await repository.figures(of: ids)
        #expect(figures == movies.map(FilmFigures.init))
        #expect(figures.contains { $0.rating == nil } || movies.allSatisfy { $0.rating != nil })
    }

    @Test func oneEditDistance() {
        func check(_ a: String, _ b: String) -> Bool {
            Array(b.utf8).withUnsafeBytes { TypoTolerance.isOneEditAway(Array(a.utf8), $0) }
        }
        #expect(check("matirx", "matrix"))  // swap
        #expect(check("matrx", "matrix"))  // insertion
        #expect(check("matrixx", "matrix"))  // deletion
        #expect(check("metrix", "matrix"))  // substitution
        #expect(!check("matrix", "matrix"))
        #expect(!check("mtarxi", "matrix"))
    }
}

/// The app must normalise text exactly as Tools/catalogue/build_catalogue.py did when it built the index.
@Suite struct NormalizerAgreementTests {
    @Test func swiftTokensEqualTheStoredTokensForEveryFilm() throws {
        let catalogue = try CatalogueFile(
            path: try #require(OfflineMovieRepository.embeddedPath))
        var mismatches: [String] = []
        for index in 0..<catalogue.movieCount {
            let record = catalogue.record(index)
            let title = catalogue.string(record.titleRange)
            let expected = catalogue.string(record.tokensRange)
            let actual = MovieTextNormalizer.titleTokens(title).map { String(decoding: $0, as: UTF8.self) }.joined(
                separator: " ")
            if actual != expected { mismatches.append("\(title): \(actual) != \(expected)") }
        }
        #expect(catalogue.movieCount == 58_788)
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test func swiftInitialsEqualTheStoredInitialsForEveryFilm() throws {
        let catalogue = try CatalogueFile(path: try #require(OfflineMovieRepository.embeddedPath))
        let words = catalogue.titleWords
        var stored = [Set<[UInt8]>](repeating: [], count: catalogue.movieCount)
        for key in 0..<words.firstWord {
            for film in words.postings(key) { stored[film].insert(Array(words.word(key))) }
        }
        var mismatches: [String] = []
        for index in 0..<catalogue.movieCount {
            let title = MovieTextNormalizer.naturalTitle(catalogue.string(catalogue.record(index).titleRange))
            if Set(TitleInitials.keys(ofTitle: title)) != stored[index] { mismatches.append(title) }
        }
        #expect(words.firstWord > 10_000)
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }
}

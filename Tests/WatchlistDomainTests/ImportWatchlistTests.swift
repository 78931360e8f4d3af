import CatalogueDomainApi
import DomainFakes
import Foundation
import Testing
import WatchlistDomainApi

@testable import WatchlistDomain

/// A catalogue with IMDb ids, as the imported IMDb datasets are.
private struct IMDbStyleCatalogue: MovieCatalogue {
    let fake: FakeMovieCatalogue

    func search(_ query: SearchQuery) async throws(CatalogueError) -> SearchResultPage { try await fake.search(query) }
    func movie(id: MovieID) async throws(CatalogueError) -> Movie {
        do { return try await fake.movie(id: id) } catch {
            throw .unknownID(id, catalogue: "the IMDb import", example: nil)
        }
    }
    func movies(titled title: String, year: Int?) async throws(CatalogueError) -> [Movie] {
        // Any of a film's titles counts, as in the real catalogue.
        fake.films.filter { film in
            [film.title, film.originalTitle].contains { $0?.lowercased() == title.lowercased() }
                && (year == nil || film.year == year)
        }
    }
    func movies(minimumVotes: Int) async throws(CatalogueError) -> [Movie] { [] }
    func movieID(from text: String) -> MovieID? { text.hasPrefix("tt") ? MovieID(text) : nil }
}

/// A list file reader that returns what it was given.
private struct GivenList: ListFileReading {
    let rows: [ListFileRow]
    func read(_ path: String) throws(WatchlistError) -> ListFile { ListFile(shape: "test list", rows: rows) }
}

private let catalogue = IMDbStyleCatalogue(
    fake: FakeMovieCatalogue([
        Movie(id: MovieID("tt0133093"), title: "The Matrix", year: 1999),
        Movie(
            id: MovieID("tt0211915"), title: "Amélie", originalTitle: "Le fabuleux destin d'Amélie Poulain", year: 2001),
        Movie(id: MovieID("tt0063518"), title: "Romeo and Juliet", year: 1968),
        Movie(id: MovieID("tt0029546"), title: "Romeo and Juliet", year: 1936),
        Movie(id: MovieID("tt0000090"), title: "Hamlet", year: 1990),
        Movie(id: MovieID("tt0000091"), title: "Hamlet", year: 1991),
        Movie(id: MovieID("tt0000077"), title: "Twins", year: 1988),
        Movie(id: MovieID("tt0000078"), title: "Twins", year: 1988),
        Movie(id: MovieID("tt0080684"), title: "Star Wars: Episode V - The Empire Strikes Back", year: 1980),
    ]))

@Suite struct ImportWatchlistTests {
    private let repository = InMemoryWatchlist()
    private let addedAt = Date(timeIntervalSince1970: 1_000)

    private func importing(_ rows: [ListFileRow], dryRun: Bool = false) async throws -> ImportReport {
        try await ImportWatchlist(
            repository: repository, reader: GivenList(rows: rows), catalogue: catalogue, titles: FoldingTitleMatching(),
            now: { [addedAt] in addedAt }
        ).execute("list.csv", dryRun: dryRun)
    }

    private func outcomes(_ report: ImportReport) -> [String] {
        report.rows.map { placed in
            switch placed.outcome {
            case .added(let entry): "added \(entry.movieID)"
            case .alreadyListed(let entry): "listed \(entry.movieID)"
            case .notAFilm(let type): "not a film: \(type)"
            case .ambiguous(let candidates): "ambiguous: " + candidates.map(\.movieID).sorted().joined(separator: " ")
            case .notFound: "not found"
            }
        }
    }

    @Test func everyRowEndsInExactlyOneOutcome() async throws {
        let report = try await importing([
            ListFileRow(line: 2, title: "Matrix", year: 1999, id: "tt0133093", titleType: "movie"),
            ListFileRow(line: 3, title: "Lost", year: 2004, id: "tt0411008", titleType: "TV Series"),
            ListFileRow(line: 4, title: "Le fabuleux destin d'Amélie Poulain", year: 2001),
            ListFileRow(line: 5, title: "Romeo and Juliet", year: nil),
            ListFileRow(line: 6, title: "Twins", year: 1988),
            ListFileRow(line: 7, title: "No Such Film", year: 2000),
            ListFileRow(line: 8, title: "The Matrix", year: 1999),
        ])
        #expect(
            outcomes(report) == [
                "added tt0133093", "not a film: TV Series", "added tt0211915",
                "ambiguous: tt0029546 tt0063518", "ambiguous: tt0000077 tt0000078", "not found", "listed tt0133093",
            ])
        #expect(report.notAdded.map(\.row.line) == [3, 5, 6, 7, 8])
        #expect(try await repository.entries().map(\.movieID) == ["tt0133093", "tt0211915"])
    }

    @Test func aYearOffByOneCountsOnlyWhenNoFilmHasTheExactYear() async throws {
        let report = try await importing([
            ListFileRow(line: 2, title: "Hamlet", year: 1990),
            ListFileRow(line: 3, title: "Hamlet", year: 1991),
            ListFileRow(line: 4, title: "Hamlet", year: 1992),
            ListFileRow(line: 5, title: "Hamlet", year: 1989),
            ListFileRow(line: 6, title: "Hamlet", year: 1993),
        ])
        #expect(
            outcomes(report) == [
                "added tt0000090", "added tt0000091", "listed tt0000091", "listed tt0000090", "not found",
            ])
    }

    @Test func titlesAreMatchedAsPeopleWriteThem() async throws {
        let rows = [
            ListFileRow(
                line: 2, title: "The Empire Strikes Back", originalTitle: nil, year: 1980, id: nil, titleType: nil),
            ListFileRow(line: 3, title: "Matrix, The", originalTitle: nil, year: 1999, id: nil, titleType: nil),
            ListFileRow(
                line: 4, title: "The Empire Strikes Back", originalTitle: nil, year: 1990, id: nil, titleType: nil),
        ]
        #expect(outcomes(try await importing(rows)) == ["added tt0080684", "added tt0133093", "not found"])
    }

    @Test func anIMDbIDIsTrustedWhateverTheTitleSays() async throws {
        // IMDb exports write the English title; the id is what names the film.
        let report = try await importing([ListFileRow(line: 2, title: "Matrix (English)", year: 1999, id: "tt0133093")])
        #expect(outcomes(report) == ["added tt0133093"])
    }

    @Test func anotherIDIsTrustedOnlyWhenItsFilmHasTheRowsTitle() async throws {
        // A Movieland export from the embedded catalogue (ids 1, 2, ...) read where other films have those ids.
        let numbered = FakeMovieCatalogue([
            Movie(id: MovieID("7"), title: "Alien", year: 1979), Movie(id: MovieID("8"), title: "Heat", year: 1995),
        ])
        let report = try await ImportWatchlist(
            repository: repository,
            reader: GivenList(rows: [
                ListFileRow(line: 2, title: "Hamlet", year: 1948, id: "7"),
                ListFileRow(line: 3, title: "Heat", year: 1995, id: "7"),
                ListFileRow(line: 4, title: "alien", year: 1979, id: "7"),
            ]),
            catalogue: numbered, titles: FoldingTitleMatching()
        ).execute("list.json", dryRun: false)
        #expect(outcomes(report) == ["not found", "added 8", "added 7"])
    }

    @Test func aSecondImportAddsNothingAndADryRunChangesNothing() async throws {
        let rows = [
            ListFileRow(line: 2, title: "The Matrix", year: 1999),
            ListFileRow(line: 3, title: "Hamlet", year: 1991),
        ]
        let dry = try await importing(rows, dryRun: true)
        #expect(outcomes(dry) == ["added tt0133093", "added tt0000091"])
        #expect(dry.dryRun)
        #expect(try await repository.entries().isEmpty)
        _ = try await importing(rows)
        let again = try await importing(rows)
        #expect(outcomes(again) == ["listed tt0133093", "listed tt0000091"])
        #expect(try await repository.entries().count == 2)
        #expect(try await repository.entries().allSatisfy { $0.addedAt == addedAt })
    }
}

/// Rows the catalogue in use cannot place are kept as they came, and placed once a catalogue has them.
@Suite struct KeptWatchlistRowsTests {
    @Test func aRowNotFoundIsKeptOnceAndAddedByALaterImportWhenTheCatalogueHasIt() async throws {
        let repository = InMemoryWatchlist()
        let row = ListFileRow(line: 2, title: "Oppenheimer", year: 2023)
        let older = IMDbStyleCatalogue(fake: FakeMovieCatalogue([]))
        for _ in 1...2 {
            let report = try await ImportWatchlist(
                repository: repository, reader: GivenList(rows: [row]), catalogue: older, titles: FoldingTitleMatching()
            ).execute("list.csv", dryRun: false)
            #expect(report.rows.first?.outcome == .notFound)
        }
        #expect(await repository.unplaced == [row.content])

        let newer = IMDbStyleCatalogue(
            fake: FakeMovieCatalogue([Movie(id: MovieID("tt15398776"), title: "Oppenheimer", year: 2023)]))
        let report = try await ImportWatchlist(
            repository: repository, reader: GivenList(rows: []), catalogue: newer, titles: FoldingTitleMatching()
        ).execute("other.csv", dryRun: false)
        #expect(report.placedFromBefore == 1)
        #expect(await repository.unplaced.isEmpty)
        #expect(try await repository.entries().map(\.movieID) == ["tt15398776"])
    }
}

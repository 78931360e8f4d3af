import CatalogueDomainApi
import DomainFakes
import Testing

@testable import HistoryDomain
@testable import HistoryDomainApi

/// A file handed over as read, whatever the path.
private struct FixedFile: HistoryFileReading {
    let file: HistoryFile

    func read(_ path: String) throws(HistoryError) -> HistoryFile { file }
}

/// Importing rows: placed, kept when the catalogue lacks the film, never twice, a diary day before a watched one.
@Suite struct ImportHistoryTests {
    private static let matrix = Movie(id: MovieID("tt0133093"), title: "The Matrix", year: 1999)
    private static let heat = Movie(id: MovieID("tt0113277"), title: "Heat", year: 1995)
    private static let today = DiaryDate(year: 2026, month: 11, day: 27)!

    private static func row(
        _ line: Int, _ kind: HistoryFileRow.Kind, _ title: String, year: Int?, date: String? = nil,
        rating: FilmRating? = nil, type: String? = nil
    ) -> HistoryFileRow {
        var row = HistoryFileRow(line: line, kind: kind, title: title)
        row.year = year
        row.date = date.flatMap(DiaryDate.init)
        row.rating = rating
        row.titleType = type
        return row
    }

    private static func importer(
        _ history: InMemoryHistory, _ rows: [HistoryFileRow], films: [Movie] = [matrix, heat]
    ) -> ImportHistory {
        ImportHistory(
            repository: history, reader: FixedFile(file: HistoryFile(shape: "test", encoding: nil, rows: rows)),
            catalogue: FakeMovieCatalogue(films, readsNumericIDs: false), titles: FoldingTitleMatching(),
            today: { today })
    }

    @Test func rowsArePlacedOrKeptAndAReimportChangesNothing() async throws {
        let history = InMemoryHistory()
        let rows = [
            Self.row(2, .viewing, "The Matrix", year: 1999, date: "2025-02-14", rating: .halfStars(9)),
            Self.row(3, .rating, "Heat", year: 1995, date: "2024-01-01", rating: .points(8)),
            Self.row(4, .viewing, "Oppenheimer", year: 2023, date: "2025-03-02"),
            Self.row(5, .rating, "Lost", year: 2004, rating: .points(8), type: "TV Series"),
        ]
        let report = try await Self.importer(history, rows).execute("x", dryRun: false)
        #expect(
            report.lines.map(\.outcome) == [
                .logged(DiaryDate("2025-02-14")!), .rated(.points(8)), .keptUnplaced(ambiguous: []),
                .notAFilm("TV Series"),
            ])
        let after = await history.stored
        #expect(
            after.viewings.count == 1 && after.ratings.count == 2
                && after.unplaced.map(\.title) == ["Oppenheimer", "Lost"])
        #expect(after.rating(of: "tt0133093")?.rating == .halfStars(9))

        let again = try await Self.importer(history, rows).execute("x", dryRun: false)
        #expect(again.lines.allSatisfy { $0.outcome == .alreadyThere })
        #expect(await history.stored == after)
    }

    @Test func aRowKeptUnplacedIsPlacedOnceTheCatalogueInUseHasTheFilm() async throws {
        let history = InMemoryHistory()
        let oppenheimer = Self.row(2, .viewing, "Oppenheimer", year: 2023, date: "2025-03-02", rating: .points(9))
        _ = try await Self.importer(history, [oppenheimer]).execute("x", dryRun: false)
        #expect(await history.stored.unplaced.count == 1)
        let newer = Movie(id: MovieID("tt15398776"), title: "Oppenheimer", year: 2023)
        let report = try await Self.importer(history, [], films: [newer]).execute("x", dryRun: false)
        #expect(report.placedFromBefore == 1)
        let after = await history.stored
        #expect(after.unplaced.isEmpty && after.viewings.first?.movieID == "tt15398776")
        #expect(after.rating(of: "tt15398776")?.rating == .points(9))
    }

    @Test func aDiaryDayWinsOverTheDayAFilmWasMarkedWatchedWhicheverComesFirst() async throws {
        let watched = Self.row(2, .watched, "Heat", year: 1995, date: "2024-06-01")
        let diary = Self.row(2, .viewing, "Heat", year: 1995, date: "2023-12-24")

        let watchedFirst = InMemoryHistory()
        #expect(
            try await Self.importer(watchedFirst, [watched]).execute("x", dryRun: false).lines.first?.outcome
                == .loggedAsMarked(DiaryDate("2024-06-01")!))
        _ = try await Self.importer(watchedFirst, [diary]).execute("x", dryRun: false)
        #expect(await watchedFirst.stored.viewings.map(\.date.description) == ["2023-12-24"])

        let diaryFirst = InMemoryHistory()
        _ = try await Self.importer(diaryFirst, [diary]).execute("x", dryRun: false)
        #expect(
            try await Self.importer(diaryFirst, [watched]).execute("x", dryRun: false).lines.first?.outcome
                == .diaryKept)
        #expect(await diaryFirst.stored.viewings.map(\.date.description) == ["2023-12-24"])
    }

    @Test func aRatingDoesNotReplaceOneGivenOnALaterDay() async throws {
        let history = InMemoryHistory()
        _ = try await Self.importer(
            history, [Self.row(2, .viewing, "Heat", year: 1995, date: "2025-03-01", rating: .halfStars(10))]
        ).execute("x", dryRun: false)
        let older = try await Self.importer(
            history, [Self.row(2, .rating, "Heat", year: 1995, date: "2024-05-05", rating: .points(7))]
        ).execute("x", dryRun: false)
        #expect(older.lines.first?.outcome == .alreadyThere)
        #expect(await history.stored.rating(of: "tt0113277")?.rating == .halfStars(10))
    }

    @Test func aDryRunReportsAndChangesNothing() async throws {
        let history = InMemoryHistory()
        let report = try await Self.importer(history, [Self.row(2, .rating, "Heat", year: 1995, rating: .points(8))])
            .execute("x", dryRun: true)
        #expect(report.isDryRun && report.lines.first?.outcome == .rated(.points(8)))
        #expect(await history.stored == HistoryRecord())
    }

    @Test func aDiaryOf5000RowsWithBadRowsScatteredKeepsEveryRowAndReimportsToNothing() async throws {
        let films = (0..<200).map {
            Movie(id: MovieID("tt\(1_000_000 + $0)"), title: "Film \($0)", year: 1950 + $0 % 70)
        }
        var rows: [HistoryFileRow] = []
        for line in 2...5001 {
            let film = films[line % films.count]
            var row = Self.row(
                line, .viewing, film.title, year: film.year,
                date: "20\(20 + line % 6)-0\(1 + line % 9)-1\(line % 10)", rating: .halfStars(1 + line % 10))
            if line.isMultiple(of: 97) {
                row.date = nil
                row.problems = [HistoryRowProblem(field: .date, value: "2025-02-30", reason: "is not a day")]
            }
            if line.isMultiple(of: 89) { row.title = "Not In The Catalogue \(line)" }
            if line.isMultiple(of: 101) { row.date = DiaryDate("2027-01-01") }
            rows.append(row)
        }
        let history = InMemoryHistory()
        let report = try await Self.importer(history, rows, films: films).execute("x", dryRun: false)
        let stored = await history.stored
        #expect(report.lines.count == 5000)
        #expect(stored.viewings.count + stored.unplaced.count == 5000, "every row placed or kept")
        let wrong = report.lines.filter { if case .keptWithProblems = $0.outcome { true } else { false } }
        #expect(wrong.count == rows.filter { $0.line.isMultiple(of: 97) || $0.line.isMultiple(of: 101) }.count)
        #expect(stored.unplaced.contains { $0.problems.first?.reason == "is after today (2026-11-27)" })
        let again = try await Self.importer(history, rows, films: films).execute("x", dryRun: false)
        #expect(again.lines.allSatisfy { $0.outcome == .alreadyThere })
        #expect(await history.stored == stored)
    }
}

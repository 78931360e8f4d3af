import Foundation
import HistoryDomain
import HistoryDomainApi
import Testing

@testable import HistoryData

/// Every export `diary import` reads, recognised by its header, row by row as the file says.
@Suite struct HistoryFileReaderTests {
    private static func read(_ bytes: Data, named name: String = "export.csv") throws -> HistoryFile {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("history-files-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent(name)
        try bytes.write(to: url)
        return try HistoryFileReader().read(url.path)
    }

    private static func read(_ text: String, named name: String = "export.csv") throws -> HistoryFile {
        try read(Data(text.utf8), named: name)
    }

    @Test(arguments: [
        "Const,Your Rating,Date Rated,Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors\r\n"
            + "tt0133093,9,2024-05-05,The Matrix,https://x,movie,8.7,136,1999,Action,1,1999-03-31,W\r\n",
        "Const,Your Rating,Date Rated,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors\r\n"
            + "tt0133093,9,2024-05-05,The Matrix,The Matrix,https://x,Movie,8.7,136,1999,Action,1,1999-03-31,W\r\n",
    ])
    func bothShapesOfIMDbsRatingsExportAreRatingsOnItsScale(text: String) throws {
        let file = try Self.read(text)
        #expect(file.shape == "IMDb ratings export" && file.encoding == nil)
        let row = try #require(file.rows.first)
        #expect(row.kind == .rating && row.filmID == "tt0133093" && row.rating == .points(9) && row.year == 1999)
        #expect(row.date?.description == "2024-05-05" && row.originalTitle == nil && row.isFilm)
    }

    @Test func anExportThatIsNotUTF8IsReadAsWindows1252AndSaysSo() throws {
        var bytes = Data("Const,Your Rating,Date Rated,Title,Title Type,Year\r\ntt0211915,8,2024-05-05,Am".utf8)
        bytes.append(0xE9)
        bytes.append(contentsOf: Array("lie,movie,2001\r\n".utf8))
        let file = try Self.read(bytes)
        #expect(file.encoding == "Windows-1252" && file.rows.first?.title == "Amélie")
    }

    @Test func letterboxdsDiaryHasWatchedDaysHalfStarsRewatchesAndTags() throws {
        let file = try Self.read(
            "\u{FEFF}Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\r\n"
                + "2025-02-15,\"Crouching Tiger, Hidden Dragon\",2000,https://boxd.it/a,3.5,Yes,\"cinema, friends\",2025-02-14\r\n"
                + "2025-02-16,Heat,1995,https://boxd.it/b,,,,2025-02-16\r\n")
        #expect(file.shape == "Letterboxd diary")
        let first = file.rows[0]
        #expect(
            first.kind == .viewing && first.title == "Crouching Tiger, Hidden Dragon" && first.rating == .halfStars(7))
        #expect(first.date?.description == "2025-02-14" && first.isRewatch && first.tags == ["cinema", "friends"])
        #expect(file.rows[1].rating == nil && !file.rows[1].isRewatch && file.rows[1].line == 3)
    }

    @Test func letterboxdsReviewsKeepAReviewOverManyLinesAsOneRow() throws {
        let file = try Self.read(
            "Date,Name,Year,Letterboxd URI,Rating,Rewatch,Review,Tags,Watched Date\n"
                + "2025-01-02,Heat,1995,https://boxd.it/b,5,,\"Long, \"\"tense\"\"\nand\ngood\",,2025-01-01\n"
                + "2025-01-03,Alien,1979,https://boxd.it/c,4,,Short,,2025-01-03\n")
        #expect(file.shape == "Letterboxd reviews" && file.rows.map(\.title) == ["Heat", "Alien"])
        #expect(file.rows.map(\.line) == [2, 5])
    }

    @Test func letterboxdsRatingsAndWatchedAreTheirOwnKinds() throws {
        let ratings = try Self.read(
            "Date,Name,Year,Letterboxd URI,Rating\n2025-01-02,Heat,1995,https://boxd.it/b,4.5\n")
        #expect(ratings.shape == "Letterboxd ratings" && ratings.rows.first?.kind == .rating)
        #expect(ratings.rows.first?.rating == .halfStars(9))
        let watched = try Self.read(
            "Date,Name,Year,Letterboxd URI\n2025-01-02,Heat,1995,https://boxd.it/b\n", named: "watched.csv")
        #expect(watched.shape == "Letterboxd watched" && watched.rows.first?.kind == .watched)
        #expect(throws: HistoryError.self) {
            try Self.read(
                "Date,Name,Year,Letterboxd URI\n2025-01-02,Heat,1995,https://boxd.it/b\n", named: "watchlist.csv")
        }
    }

    @Test func aFileOfAnotherShapeIsRefusedAndARowWithAWrongValueIsKeptWithIt() throws {
        let unknown = #expect(throws: HistoryError.self) { try Self.read("Title,Minutes\nHeat,170\n") }
        guard case .fileUnrecognised(_, let header, _) = unknown else {
            Issue.record("\(String(describing: unknown))"); return
        }
        #expect(header == "Title,Minutes")
        let wrong = try Self.read(
            "Date,Name,Year,Letterboxd URI,Rating\n2025-01-02,Heat,1995,https://boxd.it/b,4.2\n"
                + "2025-02-30,Alien,1979,https://boxd.it/c,4\n2025-01-03,Ran,1985,https://boxd.it/d,4\n")
        #expect(wrong.rows.map(\.title) == ["Heat", "Alien", "Ran"])
        #expect(
            wrong.rows.map(\.problems) == [
                [HistoryRowProblem(field: .rating, value: "4.2", reason: "is not a rating on this file's scale")],
                [HistoryRowProblem(field: .date, value: "2025-02-30", reason: "is not a day (YYYY-MM-DD)")], [],
            ])
    }

    @Test func movielandsOwnExportsReadBackTheRowsTheyWereWrittenFrom() throws {
        var viewing = HistoryFileRow(line: 0, kind: .viewing, title: "Heat, \"the\" film")
        viewing.filmID = "22460"
        viewing.year = 1995
        viewing.date = DiaryDate("2025-01-02")
        viewing.rating = .halfStars(7)
        viewing.isRewatch = true
        viewing.tags = ["a", "b"]
        var rating = HistoryFileRow(line: 0, kind: .rating, title: "Amélie")
        rating.filmID = "tt0211915"
        rating.date = DiaryDate("2024-05-05")
        rating.rating = .points(8)
        let watched = HistoryFileRow(line: 0, kind: .watched, title: "Alien")
        let rows = [viewing, rating, watched]
        for format in [HistoryFileFormat.csv, .json] {
            let text = HistoryFileWriter().text(rows, format: format)
            #expect(try Self.read(text).rows.map(\.content) == rows, "\(format)")
        }
    }

    @Test func letterboxdsImporterGetsEachRatingOnItsOwnScale() {
        var stars = HistoryFileRow(line: 0, kind: .viewing, title: "Heat")
        stars.rating = .halfStars(7)
        stars.date = DiaryDate("2025-01-02")
        var points = HistoryFileRow(line: 0, kind: .rating, title: "Alien")
        points.filmID = "tt0078748"
        points.rating = .points(8)
        #expect(
            HistoryFileWriter().text([stars, points], format: .letterboxd)
                == "imdbID,Title,Year,Rating,Rating10,WatchedDate,Rewatch,Tags,Review\r\n"
                + ",Heat,,3.5,,2025-01-02,false,,\r\n" + "tt0078748,Alien,,,8,,false,,\r\n")
    }
}

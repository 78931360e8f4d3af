import Foundation
import Testing
import WatchlistDomain
import WatchlistDomainApi

@testable import WatchlistData

/// List files in each shape IMDb, Letterboxd and Movieland write, with the rows that trip importers up.
@Suite struct ListFileReaderTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lists-\(UUID().uuidString)")

    private func read(_ text: String, name: String = "list.csv") throws -> ListFile {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try ListFileReader().read(url.path)
    }

    private func failure(_ text: String) -> WatchlistError? {
        do {
            _ = try read(text)
            return nil
        } catch let error as WatchlistError {
            return error
        } catch {
            return nil
        }
    }

    @Test func imdbsListExportWithoutOriginalTitleCRLFAndQuotedFields() throws {
        let file = try read(
            "Position,Const,Created,Modified,Description,Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,"
                + "Num Votes,Release Date,Directors\r\n"
                + "1,tt0133093,2024-01-02,2024-01-02,\"A hacker, and a \"\"chosen\"\" one\",The Matrix,"
                + "https://www.imdb.com/title/tt0133093/,movie,8.7,136,1999,\"Action, Sci-Fi\",2000000,1999-03-31,"
                + "\"Lana Wachowski, Lilly Wachowski\"\r\n"
                + "2,tt0411008,2024-01-02,2024-01-02,,Lost,https://www.imdb.com/title/tt0411008/,TV Series,8.3,44,2004,"
                + "\"Adventure, Drama\",600000,2004-09-22,\r\n"
                + "3,tt0000001,,,,\"The \"\"Quoted\"\" Film, Part 2\",,movie,,,1950,,,,\r\n")
        #expect(file.shape == "IMDb list export")
        #expect(
            file.rows == [
                ListFileRow(line: 2, title: "The Matrix", year: 1999, id: "tt0133093", titleType: "movie"),
                ListFileRow(line: 3, title: "Lost", year: 2004, id: "tt0411008", titleType: "TV Series"),
                ListFileRow(
                    line: 4, title: "The \"Quoted\" Film, Part 2", year: 1950, id: "tt0000001", titleType: "movie"),
            ])
        #expect(file.rows.map(\.isFilm) == [true, false, true])
    }

    @Test func imdbsNewerShapeAndItsRatingsExport() throws {
        let file = try read(
            "Const,Your Rating,Date Rated,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,"
                + "Num Votes,Release Date,Directors\n"
                + "tt0211915,9,2024-05-01,Amélie,Le fabuleux destin d'Amélie Poulain,https://x,Movie,8.3,122,2001,"
                + "\"Comedy, Romance\",800000,2001-04-25,Jean-Pierre Jeunet\n"
                + "tt0636289,7,2024-05-01,Pilot: Part 1,Pilot: Part 1,https://x,TV Episode,8.0,42,2004,Adventure,1,"
                + "2004-09-22,\n")
        #expect(file.shape == "IMDb ratings export")
        #expect(
            file.rows == [
                ListFileRow(
                    line: 2, title: "Amélie", originalTitle: "Le fabuleux destin d'Amélie Poulain", year: 2001,
                    id: "tt0211915", titleType: "Movie"),
                ListFileRow(line: 3, title: "Pilot: Part 1", year: 2004, id: "tt0636289", titleType: "TV Episode"),
            ])
        #expect(file.rows.map(\.isFilm) == [true, false])
    }

    @Test func letterboxdsWatchlistAndListExport() throws {
        let watchlist = try read(
            "Date,Name,Year,Letterboxd URI\n2024-01-01,\"Crouching Tiger, Hidden Dragon\",2000,https://boxd.it/1\n"
                + "2024-01-02,Alien,,https://boxd.it/2\n")
        #expect(watchlist.shape == "Letterboxd export")
        #expect(
            watchlist.rows == [
                ListFileRow(line: 2, title: "Crouching Tiger, Hidden Dragon", year: 2000),
                ListFileRow(line: 3, title: "Alien", year: nil),
            ])
        let list = try read(
            "Letterboxd list export v7\nDate,Name,Tags,URL,Description\n"
                + "2024-01-01,Favourites,,https://boxd.it/list,\"My list, with a comma\"\n\n"
                + "Position,Name,Year,URL,Description\n1,Heat,1995,https://boxd.it/3,\n2,Ran,1985,https://boxd.it/4,\n")
        #expect(list.shape == "Letterboxd list export")
        #expect(
            list.rows == [
                ListFileRow(line: 6, title: "Heat", year: 1995), ListFileRow(line: 7, title: "Ran", year: 1985),
            ])
    }

    @Test func movielandsOwnExports() throws {
        let letterboxd = try read(
            "imdbID,Title,Year,Directors\r\ntt0133093,The Matrix,1999,\"Lana Wachowski, Lilly Wachowski\"\r\n,Heat,1995,\r\n"
        )
        #expect(
            letterboxd.rows == [
                ListFileRow(line: 2, title: "The Matrix", year: 1999, id: "tt0133093"),
                ListFileRow(line: 3, title: "Heat", year: 1995),
            ])
        let csv = try read("ID,Title,Year,Directors,Added\r\n32710,The Matrix,1999,,2026-01-01T00:00:00Z\r\n")
        #expect(csv.shape == "Movieland CSV export")
        #expect(csv.rows == [ListFileRow(line: 2, title: "The Matrix", year: 1999, id: "32710")])
        let json = try read(
            #"{"entries":[{"id":"32710","title":"The Matrix","year":1999,"addedAt":"2026-01-01T00:00:00Z","inCatalogue":true},{"id":"9","title":"Untitled","year":null,"addedAt":"2026-01-01T00:00:00Z","inCatalogue":false}]}"#,
            name: "list.json")
        #expect(json.shape == "Movieland JSON export")
        #expect(
            json.rows == [
                ListFileRow(line: 1, title: "The Matrix", year: 1999, id: "32710"),
                ListFileRow(line: 2, title: "Untitled", year: nil, id: "9"),
            ])
    }

    @Test func aByteOrderMarkAndALineBreakInAQuotedFieldAreRead() throws {
        let file = try read(
            "\u{FEFF}Date,Name,Year,Letterboxd URI\n2024-01-01,\"Two\nLines\",2001,x\n2024-01-01,Next,2002,x\n")
        #expect(file.rows.map(\.line) == [2, 4])
        #expect(file.rows[0].title == "Two\nLines")
    }

    @Test func whatCannotBeReadSaysWhereAndWhy() {
        guard case .listFileUnrecognised(_, let header, let shapes) = failure("hello,world\n1,2\n") else {
            Issue.record("an unknown header is an unknown shape")
            return
        }
        #expect(header == "hello,world")
        #expect(shapes.count == 4 && shapes[0].hasPrefix("IMDb"))
        guard
            case .listFileMalformed(_, let line, let reason) = failure(
                "Date,Name,Year,Letterboxd URI\n1,\"Open,2000,x\n")
        else {
            Issue.record("an unclosed quote is malformed")
            return
        }
        #expect(line == 2 && reason.contains("never closed"))
        guard case .listFileMalformed(_, 3, _) = failure("Const,Title,Year\ntt1,A,2000\ntt2\n") else {
            Issue.record("a row without its title is malformed")
            return
        }
        guard case .listFileUnreadable(_, "the file is empty") = failure("\n\n") else {
            Issue.record("an empty file says so")
            return
        }
        #expect(throws: WatchlistError.listFileUnreadable(path: "/no/such/list.csv", reason: "no such file")) {
            try ListFileReader().read("/no/such/list.csv")
        }
        let temporary = FileManager.default.temporaryDirectory.path
        #expect(
            throws: WatchlistError.listFileUnreadable(
                path: temporary, reason: "it is a folder; give the export file in it")
        ) { try ListFileReader().read(temporary) }
    }
}

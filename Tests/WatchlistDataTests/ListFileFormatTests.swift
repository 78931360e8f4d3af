import Foundation
import Testing
import WatchlistDomain
import WatchlistDomainApi

@testable import WatchlistData

/// Each of Movieland's export formats is written and read by one type: what `watchlist export` writes,
/// `watchlist import` reads back, film for film.
@Suite struct ListFileFormatTests {
    private static let films = [
        ExportedFilm(
            entry: WatchlistEntry(
                movieID: "tt0133093", title: "The Matrix", year: 1999,
                addedAt: Date(timeIntervalSince1970: 1_700_000_000)
            ),
            imdbID: "tt0133093", directors: ["Lana Wachowski", "Lilly Wachowski"]),
        ExportedFilm(
            entry: WatchlistEntry(
                movieID: "42", title: "A \"Quoted\", Title", year: nil,
                addedAt: Date(timeIntervalSince1970: 1_700_000_500)),
            imdbID: nil, directors: [], isInCatalogue: false),
    ]

    private func readBack(_ format: ListFileFormat) throws -> ListFile {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formats-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("list.\(format.rawValue)").path
        let writer = ListFileWriter()
        try writer.write(writer.text(Self.films, format: format), to: path)
        return try ListFileReader().read(path)
    }

    @Test(arguments: ListFileFormat.allCases)
    func whatIsWrittenIsReadBack(format: ListFileFormat) throws {
        let file = try readBack(format)
        #expect(file.rows.map(\.title) == Self.films.map(\.entry.title))
        #expect(file.rows.map(\.year) == Self.films.map(\.entry.year))
        let ids = format == .letterboxd ? Self.films.map(\.imdbID) : Self.films.map(\.entry.movieID)
        #expect(file.rows.map(\.id) == ids)
    }

    @Test func eachFormatIsRecognisedAsItself() throws {
        #expect(try readBack(.letterboxd).shape == "Letterboxd import file (Movieland's letterboxd export)")
        #expect(try readBack(.csv).shape == "Movieland CSV export")
        #expect(try readBack(.json).shape == "Movieland JSON export")
    }

    @Test func csvFollowsRFC4180() {
        #expect(
            ListFileWriter().text(Self.films, format: .csv)
                == "ID,Title,Year,Directors,Added\r\n"
                + "tt0133093,The Matrix,1999,\"Lana Wachowski, Lilly Wachowski\",2023-11-14T22:13:20Z\r\n"
                + "42,\"A \"\"Quoted\"\", Title\",,,2023-11-14T22:21:40Z\r\n")
    }

    @Test func jsonHasTheDocumentedShape() throws {
        let text = ListFileWriter().text(Self.films, format: .json)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let entries = try #require(object["entries"] as? [[String: Any]])
        #expect(Set(entries[0].keys) == ["id", "title", "year", "addedAt", "inCatalogue"])
        #expect(entries[0]["addedAt"] as? String == "2023-11-14T22:13:20Z")
        #expect(entries.map { $0["inCatalogue"] as? Bool } == [true, false])
        #expect(entries[1]["year"] is NSNull)
    }
}

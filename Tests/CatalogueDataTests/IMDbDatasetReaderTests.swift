import Foundation
import Testing

@testable import CatalogueData

/// IMDb's dataset format read exactly: samples written here in it (header, tabs, `\N`, no quoting), with the
/// awkward rows real files have, plain and gzip-compressed by the real `gzip`.
@Suite struct IMDbDatasetReaderTests {
    static let basicsHeader =
        "tconst\ttitleType\tprimaryTitle\toriginalTitle\tisAdult\tstartYear\tendYear\truntimeMinutes\tgenres"

    /// title.basics rows: a quote inside a title, `\N` everywhere, non-ASCII, a very long title, a row
    /// missing a tab, a series and an episode, the same title in two years, CRLF line ends, no final newline.
    static let basics = [
        basicsHeader,
        "tt0133093\tmovie\tThe Matrix\tThe Matrix\t0\t1999\t\\N\t136\tAction,Sci-Fi",
        "tt0000001\tshort\t\"Carmencita\" (quoted)\tCarmencita\t0\t1894\t\\N\t1\tDocumentary,Short",
        "tt0000002\tmovie\t\\N\t\\N\t\\N\t\\N\t\\N\t\\N\t\\N",
        "tt0211915\tmovie\tAmélie\tLe fabuleux destin d'Amélie Poulain\t0\t2001\t\\N\t122\tComedy,Romance",
        "tt9999999\tmovie\t" + String(repeating: "Very long title ", count: 40) + "\tX\t0\t2020\t\\N\t90\tDrama",
        "tt0000003\tmovie\tMissing a tab\t0\t1999\t\\N\t90\tDrama",
        "tt0411008\ttvSeries\tLost\tLost\t0\t2004\t2010\t44\tAdventure,Drama",
        "tt0636289\ttvEpisode\tPilot: Part 1\tPilot: Part 1\t0\t2004\t\\N\t42\tAdventure",
        "tt0117509\tmovie\tRomeo + Juliet\tRomeo + Juliet\t0\t1996\t\\N\t120\tDrama,Romance\r",
        "tt0029546\tmovie\tRomeo and Juliet\tRomeo and Juliet\t0\t1936\t\\N\t125\tDrama,Romance",
        "tt0063518\tmovie\tRomeo and Juliet\tRomeo and Juliet\t0\t1968\t\\N\t138\tDrama,Romance",
    ].joined(separator: "\n")

    private func write(_ text: String, named name: String) throws -> String {
        let url = try IMDbSamples.folder().appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// `path` compressed by the real gzip: the path of the `.gz`.
    private func gzip(_ path: String) throws -> String {
        try IMDbSamples.gzip(path)
        return path + ".gz"
    }

    private func titles(_ path: String) throws -> (rows: [[String?]], summary: IMDbDatasetReader.Summary) {
        var rows: [[String?]] = []
        let summary = try IMDbDatasetReader(path: path).read(
            columns: ["tconst", "titleType", "primaryTitle", "startYear", "genres"]
        ) { row, columns in
            rows.append(columns.map(row.text))
        }
        return (rows, summary)
    }

    @Test(arguments: [false, true])
    func readsEveryRowExactly(compressed: Bool) throws {
        var path = try write(Self.basics, named: "title.basics.tsv")
        if compressed { path = try gzip(path) }
        let (rows, summary) = try titles(path)
        #expect(summary.rows == 10 && summary.malformedCount == 1)
        #expect(
            summary.malformed == [
                IMDbDatasetReader.MalformedRow(
                    file: path, line: 7, reason: "expected 9 tab-separated fields, found 8")
            ])
        #expect(rows[0] == ["tt0133093", "movie", "The Matrix", "1999", "Action,Sci-Fi"])
        #expect(rows[1][2] == "\"Carmencita\" (quoted)")
        #expect(rows[2] == ["tt0000002", "movie", nil, nil, nil])
        #expect(rows[3][2] == "Amélie")
        #expect(rows[4][2]?.count == 640)
        let kinds: [String?] = rows.map { $0[1] }
        #expect(kinds.contains("tvSeries") && kinds.contains("tvEpisode"))
        #expect(rows[7][4] == "Drama,Romance")  // the CRLF row's last field has no "\r"
        #expect(rows.last?[0] == "tt0063518")  // the last line has no newline
        #expect(summary.bytes == Self.basics.utf8.count)
    }

    @Test func numbersAndListsAreReadFromTheirFields() throws {
        let path = try write(
            "tconst\taverageRating\tnumVotes\ntt0133093\t8.7\t2085231\ntt0000002\t\\N\tmany\n", named: "ratings.tsv")
        var read: [(Int?, String?)] = []
        _ = try IMDbDatasetReader(path: path).read(columns: ["numVotes", "averageRating"]) { row, columns in
            read.append((row.integer(columns[0]), row.text(columns[1])))
        }
        #expect(read.map(\.0) == [2_085_231, nil] && read.map(\.1) == ["8.7", nil])
        let lists = try write("tconst\tdirectors\nt1\tnm1,nm2\nt2\t\\N\n", named: "crew.tsv")
        var directors: [[String]] = []
        _ = try IMDbDatasetReader(path: lists).read(columns: ["directors"]) { row, columns in
            directors.append(row.list(columns[0]))
        }
        #expect(directors == [["nm1", "nm2"], []])
    }

    @Test func theWrongFileIsRefusedByItsHeader() throws {
        let path = try write("nconst\tprimaryName\nnm1\tSomeone\n", named: "name.basics.tsv")
        #expect(
            throws: IMDbDatasetError.missingColumns(path: path, missing: ["tconst"], found: ["nconst", "primaryName"])
        ) {
            _ = try IMDbDatasetReader(path: path).read(columns: ["tconst"]) { _, _ in }
        }
    }

    @Test func aCutCompressedFileIsAnErrorNotAShortRead() throws {
        let whole = try gzip(try write(String(repeating: Self.basics + "\n", count: 200), named: "big.tsv"))
        let data = try Data(contentsOf: URL(fileURLWithPath: whole))
        let cut = whole.replacingOccurrences(of: "big.tsv.gz", with: "cut.tsv.gz")
        try data.prefix(data.count / 2).write(to: URL(fileURLWithPath: cut))
        #expect {
            _ = try titles(cut)
        } throws: { error in
            guard case .decompressionFailed(let path, _) = error as? IMDbDatasetError else { return false }
            return path == cut
        }
    }

    @Test func missingAndEmptyFilesSaySo() throws {
        #expect(throws: IMDbDatasetError.self) { _ = try titles("/nonexistent/title.basics.tsv.gz") }
        let empty = try write("", named: "empty.tsv")
        #expect(throws: IMDbDatasetError.empty(path: empty)) { _ = try titles(empty) }
    }
}

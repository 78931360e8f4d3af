import Foundation
import OffThePool
import ProcessRunner
import Testing

/// `watchlist import`, `watchlist export` and `search --director` through the built binary, on the embedded
/// catalogue and on the IMDb samples imported.
@Suite(.offThePool) struct WatchlistTransferEndToEndTests {
    private let home = FileManager.default.temporaryDirectory.appendingPathComponent("movieland-lists-\(UUID())")

    private func movieland(_ arguments: String..., data: String = "data") throws -> BuiltProducts.Result {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_DATA_HOME"] = home.appendingPathComponent(data).path
        environment["COLUMNS"] = "100"
        for name in ["FORCE_COLOR", "NO_COLOR", "MOVIELAND_SOURCE"] { environment.removeValue(forKey: name) }
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        return try BuiltProducts.run("movieland", arguments, in: home, environment: environment)
    }

    private func write(_ text: String, to name: String) throws -> String {
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let url = home.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// An IMDb watchlist export of the samples' films: a series, a film known by its original title, two films
    /// of one title, one the catalogue does not have.
    private static let imdbExport =
        "Position,Const,Created,Modified,Description,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),"
        + "Year,Genres,Num Votes,Release Date,Directors\r\n"
        + "1,tt0133093,2024-01-02,2024-01-02,\"A hacker, and a \"\"chosen\"\" one\",The Matrix,The Matrix,https://x,"
        + "Movie,8.7,136,1999,\"Action, Sci-Fi\",2100000,1999-03-31,\"Lana Wachowski, Lilly Wachowski\"\r\n"
        + "2,tt0411008,2024-01-02,2024-01-02,,Lost,Lost,https://x,TV Series,8.3,44,2004,\"Adventure, Drama\",600000,"
        + "2004-09-22,\r\n"
        + "3,tt9000001,,,,Amelie from Montmartre,Le fabuleux destin d'Amélie Poulain,https://x,Movie,8.3,122,2001,"
        + "Comedy,800000,2001-04-25,Jean-Pierre Jeunet\r\n"
        + "4,,,,,Romeo and Juliet,,https://x,Movie,,,,,,,\r\n"
        + "5,tt9000002,,,,Nowhere Film,,https://x,Movie,,,1999,,,,\r\n"

    @Test func anIMDbExportOnTheImportedCatalogueThenDirectors() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        #expect(try movieland("catalogue", "import", CatalogueEndToEndTests.samples.path).status == 0)
        let file = try write(Self.imdbExport, to: "imdb.csv")
        let dry = try movieland("watchlist", "import", file, "--dry-run")
        #expect(dry.status == 0, "\(dry.errors)")
        #expect(dry.output.contains("Dry run: the watchlist was not changed."))
        #expect(try movieland("watchlist", "list").output.hasPrefix("Your watchlist is empty."))
        let report = try movieland("watchlist", "import", file)
        #expect(
            report.output == """
                Imported IMDb list export: 5 rows
                  added 2, already on your watchlist 0, not a film 1, ambiguous 1, not found 1
                Not added:
                  line 3: Lost (2004): not a film (TV Series)
                  line 5: Romeo and Juliet: ambiguous, one of:
                      tt0029546  Romeo and Juliet (1936)
                      tt0063518  Romeo and Juliet (1968)
                    add the one you mean with: movieland watchlist add <id>
                  line 6: Nowhere Film (1999): not found in the catalogue in use
                Kept 2 rows not placed: a later import adds them once the catalogue in use has them.

                """)
        let saved = try String(
            contentsOf: home.appendingPathComponent("data/movieland/watchlist.json"), encoding: .utf8)
        #expect(saved.contains("Nowhere Film") && saved.contains("\"unplaced\""), "the rows not placed are kept")
        let listed = try movieland("watchlist", "list")
        #expect(listed.output.contains("tt0133093") && listed.output.contains("tt0211915"))
        let again = try movieland("watchlist", "import", file, "--json")
        #expect(again.output.contains(#""alreadyListed" : 2"#), "\(again.output)")

        let jeunet = try movieland("search", "--director", "jean pierre jenet")
        #expect(jeunet.status == 0)
        #expect(jeunet.output.contains("Films directed by Jean-Pierre Jeunet"))
        #expect(jeunet.output.contains("tt0211915"))
        let wachowski = try movieland("search", "--director", "WACHOWSKI", "--json")
        #expect(wachowski.output.contains("tt0133093"))
        let export = try movieland("watchlist", "export")
        #expect(
            export.output
                == "imdbID,Title,Year,Directors\r\ntt0133093,The Matrix,1999,\"Lana Wachowski, Lilly Wachowski\"\r\n"
                + "tt0211915,Amélie,2001,Jean-Pierre Jeunet\r\n")
    }

    @Test func aLetterboxdWatchlistOnTheEmbeddedCatalogueAndItsRoundTrips() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let file = try write(
            "Date,Name,Year,Letterboxd URI\n2024-01-01,The Matrix,1999,https://boxd.it/1\n"
                + "2024-01-01,Titanic,1998,https://boxd.it/2\n2024-01-01,Alien,1979,https://boxd.it/3\n",
            to: "watchlist.csv")
        let report = try movieland("watchlist", "import", file)
        #expect(report.status == 0, "\(report.errors)")
        #expect(report.output.contains("added 3, already on your watchlist 0"))
        let original = try movieland("watchlist", "list", "--json").output
        let titles = { (json: String) in
            json.split(separator: "\n").filter {
                $0.contains(#""id""#) || $0.contains(#""title""#) || $0.contains(#""year""#)
            }
        }
        for format in ["letterboxd", "csv", "json"] {
            let path = home.appendingPathComponent("export.\(format)").path
            let written = try movieland("watchlist", "export", "--format", format, path)
            #expect(written.output == "Wrote 3 films to \(path).\n")
            let moved = try movieland("watchlist", "import", path, data: "other-\(format)")
            #expect(moved.output.contains("added 3"), "\(format): \(moved.output)")
            #expect(
                titles(try movieland("watchlist", "list", "--json", data: "other-\(format)").output)
                    == titles(original),
                "\(format)")
        }
    }

    @Test func whatCannotBeImportedChangesNothing() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        #expect(try movieland("watchlist", "add", "32710").status == 0)
        let watchlist = home.appendingPathComponent("data/movieland/watchlist.json")
        let before = try Data(contentsOf: watchlist)
        let unknown = try movieland("watchlist", "import", try write("hello,world\n", to: "hello.csv"))
        #expect(unknown.status == 2)
        #expect(unknown.errors.contains("is not a list Movieland can import"))
        let broken = try movieland(
            "watchlist", "import", try write("Const,Title,Year\ntt1,\"Open,1999\n", to: "broken.csv"))
        #expect(broken.status == 1)
        #expect(broken.errors.hasSuffix("broken.csv:2: a quoted field is never closed; nothing was imported\n"))
        #expect(try Data(contentsOf: watchlist) == before)

        // A list read from a pipe: the import has read a row and waits for more when it is killed.
        let fifo = home.appendingPathComponent("slow.csv").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let process = Process()
        process.executableURL = BuiltProducts.directory.appendingPathComponent("movieland")
        process.arguments = ["watchlist", "import", fifo]
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["XDG_DATA_HOME": home.appendingPathComponent("data").path]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let writer = try #require(FileHandle(forWritingAtPath: fifo))
        try writer.write(contentsOf: Data("Date,Name,Year,Letterboxd URI\n2024-01-01,Alien,1979,x\n".utf8))
        #expect(process.waitUntilWaitingForMore(after: writer), "the import never read the row written")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        try? writer.close()
        #expect(try Data(contentsOf: watchlist) == before)
    }

    @Test func theEmbeddedCatalogueSaysItHasNoPeople() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try movieland("search", "--director", "kubrick")
        #expect(result.status == 1)
        #expect(
            result.errors
                == "movieland: the embedded catalogue has no people; import IMDb's datasets (movieland catalogue "
                + "update) to find films by director\n")
        let person = try movieland("person", "tom", "hanks")
        #expect(person.status == 1)
        #expect(
            person.errors
                == "movieland: the embedded catalogue has no people; import IMDb's datasets (movieland catalogue "
                + "update) to look people up\n")
        #expect(try movieland("search", "--actor", "tom hanks").errors.contains("has no people"))
        #expect(try movieland("search", "--writer", "").status == 2)
    }
}

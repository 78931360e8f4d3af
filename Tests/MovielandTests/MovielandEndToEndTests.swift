import Foundation
import HTTPTestServer
import OffThePool
import ProcessRunner
import Testing

/// The built `movieland` binary, as a person or a script runs it.
@Suite(.offThePool) struct MovielandEndToEndTests {
    /// A private data folder per test, so watchlists never leak between tests or into the user's.
    private let dataHome = FileManager.default.temporaryDirectory.appendingPathComponent(
        "movieland-e2e-\(UUID().uuidString)")

    private var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_DATA_HOME"] = dataHome.path
        environment["COLUMNS"] = "100"
        environment.removeValue(forKey: "FORCE_COLOR")
        environment.removeValue(forKey: "NO_COLOR")
        environment.removeValue(forKey: "MOVIELAND_SOURCE")
        return environment
    }

    private func movieland(
        _ arguments: String..., environment extra: [String: String] = [:]
    ) throws -> BuiltProducts.Result {
        try BuiltProducts.run(
            "movieland", arguments, in: FileManager.default.temporaryDirectory,
            environment: environment.merging(extra) { $1 })
    }

    @Test func searchPrintsARankedTable() throws {
        let result = try movieland("search", "matrix", "--limit", "3")
        #expect(result.status == 0)
        #expect(result.errors.isEmpty)
        #expect(
            result.output == """
                6 films match "matrix" (page 1 of 2)
                   ID  Title                   Year  Rating    Votes
                ─────  ──────────────────────  ────  ──────  ───────
                32710  The Matrix              1999     8.5  143,853
                32708  The Matrix Reloaded     2003     7.1   57,225
                32709  The Matrix Revolutions  2003     6.3   40,058
                More: --page 2. Details: movieland detail <id>.

                """)
        #expect(!result.output.contains("\u{1B}["))  // piped: no colour
    }

    @Test func colourCanBeForced() throws {
        let result = try movieland("search", "matrix", "--limit", "1", "--color", "always")
        #expect(result.output.contains("\u{1B}[1;32m8.5\u{1B}[0m"))
        #expect(
            try movieland("search", "matrix", "--limit", "1", environment: ["FORCE_COLOR": "1"]).output.contains(
                "\u{1B}["))
        let noColor = try movieland(
            "search", "matrix", "--limit", "1", environment: ["FORCE_COLOR": "1", "NO_COLOR": "1"])
        #expect(!noColor.output.contains("\u{1B}["))
    }

    @Test func aPagePastTheLastAndAGenreTheCatalogueLacksSayWhatThereIsAndExitOne() throws {
        let page = try movieland("search", "matrix", "--page", "9")
        #expect(page.status == 1)
        #expect(page.output.contains("There is no page 9; the last is 1."), "\(page.output)")
        for command in [["top", "--genre", "westernz"], ["search", "matrix", "--genre", "westernz"]] {
            let genre = try BuiltProducts.run(
                "movieland", command, in: FileManager.default.temporaryDirectory, environment: environment)
            #expect(genre.status == 1, "\(command)")
            #expect(genre.errors.contains("no genre \"westernz\"; its genres are Action, Animation"), "\(genre.errors)")
        }
    }

    @Test func emptySearchIsSuccess() throws {
        let result = try movieland("search", "qqqzzzxx")
        #expect(result.status == 0)
        #expect(result.output == "No films match \"qqqzzzxx\".\n")
    }

    @Test func searchJSONHasTheDocumentedShape() throws {
        let result = try movieland("search", "the", "godfather", "--limit", "2", "--json")
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["query", "page", "pageCount", "total", "note", "results"])
        let first = try #require((object["results"] as? [[String: Any]])?.first)
        #expect(
            Set(first.keys) == [
                "id", "title", "originalTitle", "year", "runtimeMinutes", "budget", "rating", "votes", "certification",
                "genres",
                "ratingDistribution", "plot", "directors", "seen", "timesSeen", "yourRating",
            ], "a film's keys, and what you did with it (JSON.md)")
        #expect(first["title"] as? String == "The Godfather")
        #expect(first["year"] as? Int == 1972)
    }

    @Test func detailShowsEveryField() throws {
        let result = try movieland("detail", "the", "matrix")
        #expect(result.status == 0)
        for field in [
            "ID:            32710", "Runtime:       136 min", "Budget:        $63,000,000", "Certification: R",
            "Genres:        Action",
            "Votes by rating",
        ] {
            #expect(result.output.contains(field), "missing \(field)")
        }
    }

    @Test func ambiguousAndUnknownTitlesExitOne() throws {
        let ambiguous = try movieland("detail", "hamlet")
        #expect(ambiguous.status == 1)
        #expect(ambiguous.output.isEmpty)
        #expect(
            ambiguous.errors.hasPrefix(
                "movieland: 5 films are titled \"hamlet\"; add --year, or name one by its id with --id\n"
                    + "  21861  Hamlet (1921)"))
        #expect(try movieland("detail", "hamlet", "--year", "1996").status == 0)
        let unknown = try movieland("detail", "matirx")
        #expect(unknown.status == 1)
        #expect(
            unknown.errors.contains(
                "no film is titled \"matirx\", and none has every word of it; the closest films are below: name one "
                    + "by its id with --id, or search with `movieland search matirx`\n  32710  The Matrix (1999)"))
        #expect(try movieland("detail", "999999").status == 1)
    }

    @Test func badArgumentsExitTwoWithAHint() throws {
        let cases: [([String], String)] = [
            (
                ["serch", "x"],
                "movieland: unknown command 'serch'; did you mean 'search'?\nRun 'movieland --help' for usage.\n"
            ),
            (
                ["search", "x", "--limt", "3"],
                "movieland: unknown option '--limt'; did you mean '--limit'?\nRun 'movieland search --help' for usage.\n"
            ),
            (
                ["search", "x", "--year", "1999", "--from", "1990"],
                "movieland: use either --year or --from/--to, not both\nRun 'movieland search --help' for usage.\n"
            ),
            (
                ["top", "--decade", "1995s"],
                "movieland: invalid value '1995s' for '--decade': write a decade such as 1990s\nRun 'movieland top --help' for usage.\n"
            ),
            (
                ["person", " "],
                "movieland: <person> is blank: give an IMDb id (nm0000158) or a name\nRun 'movieland person --help' for usage.\n"
            ),
            (
                ["search"],
                "movieland: missing <text>: words of the title (or --director, --actor or --writer NAME)\nRun 'movieland search --help' for usage.\n"
            ),
            (
                ["--source", "imbd", "top"],
                "movieland: invalid value 'imbd' for '--source'; did you mean 'imdb'? (choose from embedded, imdb, omdb, tmdb)\nRun 'movieland --help' for usage.\n"
            ),
            (
                ["--source", "imdb", "top"],
                "movieland: no IMDb catalogue is imported yet; get one with `movieland catalogue update` (or `movieland catalogue import <folder>`)\n"
            ),
        ]
        for (arguments, message) in cases {
            let result = try BuiltProducts.run(
                "movieland", arguments, in: FileManager.default.temporaryDirectory, environment: environment)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.errors == message, "\(arguments)")
            #expect(result.output.isEmpty)
        }
        let badSource = try movieland("top", environment: ["MOVIELAND_SOURCE": "imbd"])
        #expect(badSource.status == 2)
        #expect(badSource.errors.contains("unknown source 'imbd' in MOVIELAND_SOURCE"))
    }

    @Test func theDataFolderFollowsXDGThenHome() throws {
        let home = dataHome.appendingPathComponent("home")
        defer { try? FileManager.default.removeItem(at: dataHome) }
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        // XDG_DATA_HOME when it is an absolute path.
        #expect(try movieland("watchlist", "add", "32710").status == 0)
        #expect(
            FileManager.default.fileExists(atPath: dataHome.appendingPathComponent("movieland/watchlist.json").path))
        // Otherwise (unset, or relative as the XDG spec says to ignore) ~/.local/share.
        for xdg in ["", "relative/data"] {
            let result = try movieland(
                "watchlist", "add", "32708", environment: ["XDG_DATA_HOME": xdg, "HOME": home.path])
            #expect(result.status == 0, "\(result.errors)")
        }
        let fallback = home.appendingPathComponent(".local/share/movieland/watchlist.json")
        #expect(try String(contentsOf: fallback, encoding: .utf8).contains("32708"))
    }

    @Test func theHTTPCacheFollowsXDGThenHome() throws {
        let server = try HTTPTestServer { _ in
            .json(
                #"{"Search":[{"Title":"The Matrix","Year":"1999","imdbID":"tt0133093","Type":"movie","Poster":"N/A"}],"totalResults":"1","Response":"True"}"#
            )
        }
        let home = dataHome.appendingPathComponent("home")
        let cacheHome = dataHome.appendingPathComponent("cache")
        defer { try? FileManager.default.removeItem(at: dataHome) }
        func cachedAnswers(under folder: URL) -> [String] {
            (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("movieland/http").path))
                ?? []
        }
        let online = ["MOVIELAND_OMDB_URL": server.baseURL.absoluteString, "OMDB_API_KEY": "k3y", "HOME": home.path]
        // XDG_CACHE_HOME when it is an absolute path; otherwise (relative, as the spec says to ignore) ~/.cache.
        for xdg in [cacheHome.path, "relative/cache"] {
            let result = try movieland(
                "--source", "omdb", "search", "matrix", environment: online.merging(["XDG_CACHE_HOME": xdg]) { $1 })
            #expect(result.status == 0, "\(result.errors)")
        }
        #expect(cachedAnswers(under: cacheHome).count == 1)
        #expect(cachedAnswers(under: home.appendingPathComponent(".cache")).count == 1)
    }

    @Test func helpAndVersion() throws {
        let help = try movieland("--help")
        #expect(help.status == 0)
        for command in ["search", "detail", "top", "watchlist"] { #expect(help.output.contains("  \(command) ")) }
        #expect(
            try movieland("watchlist", "add", "--help").output.hasPrefix(
                "Usage: movieland watchlist add <film>... [options]"))
        #expect(try movieland("--version").output == "movieland 1.0.0\n")
        #expect(try movieland().output == help.output)  // off a terminal, no command prints the help
    }

    @Test func topChartRanksByWeightedRating() throws {
        let result = try movieland("top", "--limit", "3", "--json")
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let titles = (object["results"] as? [[String: Any]])?.compactMap { $0["title"] as? String }
        #expect(
            titles == ["The Shawshank Redemption", "The Godfather", "The Lord of the Rings: The Return of the King"])
        #expect(object["considered"] as? Int == 4515)
        let comedies = try movieland("top", "--genre", "comedy", "--decade", "1980s", "--limit", "1")
        #expect(comedies.output.contains("Top 1 Comedy, 1980s"))
    }

    @Test func watchlistAddListRemove() throws {
        defer { try? FileManager.default.removeItem(at: dataHome) }
        #expect(try movieland("watchlist", "list").output.hasPrefix("Your watchlist is empty."))
        #expect(
            try movieland("watchlist", "add", "the", "matrix").output == "Added The Matrix (1999) to your watchlist.\n")
        #expect(
            try movieland("watchlist", "add", "32710").output == "The Matrix (1999) is already on your watchlist.\n")
        #expect(try movieland("detail", "32710").output.contains("Watchlist:     on your watchlist"))
        let list = try movieland("watchlist", "list", "--json")
        let entries = try #require(
            (try JSONSerialization.jsonObject(with: Data(list.output.utf8)) as? [String: Any])?["entries"]
                as? [[String: Any]])
        #expect(entries.count == 1 && entries[0]["id"] as? String == "32710")
        #expect(
            try movieland("watchlist", "remove", "matrix").output == "Removed The Matrix (1999) from your watchlist.\n")
        let missing = try movieland("watchlist", "remove", "matrix")
        #expect(missing.status == 1)
        #expect(missing.errors.contains("\"matrix\" is not on your watchlist"))
    }

    @Test func manyProcessesAddingAtOnceLoseNothing() throws {
        defer { try? FileManager.default.removeItem(at: dataHome) }
        let ids = (1...24).map { String($0 * 1000) }
        let processes = try ids.map { id -> Process in
            let process = Process()
            process.executableURL = BuiltProducts.directory.appendingPathComponent("movieland")
            process.arguments = ["watchlist", "add", id]
            process.environment = environment
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }
        for process in processes { process.waitUntilExit() }
        #expect(processes.allSatisfy { $0.terminationStatus == 0 })
        let list = try movieland("watchlist", "list", "--json")
        let entries = try #require(
            (try JSONSerialization.jsonObject(with: Data(list.output.utf8)) as? [String: Any])?["entries"]
                as? [[String: Any]])
        #expect(Set(entries.compactMap { $0["id"] as? String }) == Set(ids))
    }

    @Test func aWatchlistThatIsNoJSONIsLeftAsItIsAndNamedByEveryCommand() throws {
        defer { try? FileManager.default.removeItem(at: dataHome) }
        let folder = dataHome.appendingPathComponent("movieland")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("not json".utf8).write(to: folder.appendingPathComponent("watchlist.json"))
        for arguments in [["watchlist", "add", "32710"], ["watchlist", "list"]] {
            let result = try BuiltProducts.run(
                "movieland", arguments, in: FileManager.default.temporaryDirectory, environment: environment)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.errors.contains("cannot be read (it is not valid JSON); it was left as it is"))
        }
        #expect(
            !(try FileManager.default.contentsOfDirectory(atPath: folder.path).contains { $0.contains("unreadable") }))
        #expect(try String(contentsOf: folder.appendingPathComponent("watchlist.json"), encoding: .utf8) == "not json")
    }

    @Test func aDamagedWatchlistEntryIsNamedAndTheRestIsListed() throws {
        defer { try? FileManager.default.removeItem(at: dataHome) }
        let folder = dataHome.appendingPathComponent("movieland")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(
            #"{"version": 1, "entries": [{"movieID": 5}, {"movieID": "32710", "title": "The Matrix", "year": 1999, "addedAt": "2025-01-01T00:00:00Z"}]}"#
                .utf8
        ).write(to: folder.appendingPathComponent("watchlist.json"))
        let listed = try movieland("watchlist", "list")
        #expect(listed.status == 0 && listed.output.contains("The Matrix"), "\(listed.errors)")
        #expect(listed.errors.contains("watchlist.json, entry 1: its field \"movieID\" has the wrong type"))
        #expect(try movieland("watchlist", "add", "1652").status == 0)
        let written = try String(contentsOf: folder.appendingPathComponent("watchlist.json"), encoding: .utf8)
        #expect(written.contains("\"movieID\" : 5"), "\(written)")
    }

    @Test func onlineSourceThroughTheBinary() throws {
        let server = try HTTPTestServer { request in
            request.query["apikey"] != "k3y-e2e-123456"
                ? .json(#"{"Response":"False","Error":"Invalid API key!"}"#, status: 401)
                : .json(
                    #"{"Search":[{"Title":"The Matrix","Year":"1999","imdbID":"tt0133093","Type":"movie","Poster":"N/A"}],"totalResults":"1","Response":"True"}"#
                )
        }
        let online = ["MOVIELAND_OMDB_URL": server.baseURL.absoluteString, "MOVIELAND_CACHE": "off"]
        let found = try movieland(
            "--source", "omdb", "search", "matrix",
            environment: online.merging(["OMDB_API_KEY": "k3y-e2e-123456"]) { $1 })
        #expect(found.status == 0)
        #expect(found.output.contains("tt0133093  The Matrix"))
        let refused = try movieland(
            "search", "matrix",
            environment: online.merging(["OMDB_API_KEY": "wrong-key-99", "MOVIELAND_SOURCE": "omdb"]) { $1 })
        #expect(refused.status == 1)
        #expect(
            refused.errors
                == "movieland: OMDb refused the credential in OMDB_API_KEY (Invalid API key!); check the value of OMDB_API_KEY\n"
        )
        #expect(!refused.errors.contains("wrong-key-99"))
    }

    @Test func onlineAnswersThroughTheBinary() throws {
        let server = try HTTPTestServer { request in
            switch (request.path, request.query["i"]) {
            case (_, "tt0411008"?):
                .json(
                    #"{"Title":"Lost","Year":"2004–2010","Rated":"TV-14","Runtime":"44 min","imdbID":"tt0411008","Type":"series","Response":"True"}"#
                )
            case ("/search/movie", _):
                .json(
                    #"{"page":1,"results":[{"id":530915,"title":"1917","original_title":"1917","release_date":"2019-12-25","genre_ids":[10752],"vote_average":7.9,"vote_count":13250}],"total_pages":1,"total_results":1}"#
                )
            case ("/movie/530915", _):
                .json(
                    #"{"id":530915,"title":"1917","original_title":"1917","release_date":"2019-12-25","runtime":119,"budget":95000000,"genres":[{"id":10752,"name":"War"}],"vote_average":7.9,"vote_count":13250,"credits":{"crew":[{"name":"Sam Mendes","job":"Director"}]},"release_dates":{"results":[{"iso_3166_1":"US","release_dates":[{"certification":"R","type":3}]}]}}"#
                )
            default:
                .json(#"{"success":false,"status_code":34,"status_message":"Not found."}"#, status: 404)
            }
        }
        let environment = [
            "MOVIELAND_OMDB_URL": server.baseURL.absoluteString, "MOVIELAND_TMDB_URL": server.baseURL.absoluteString,
            "MOVIELAND_CACHE": "off", "OMDB_API_KEY": "k3y-e2e-123456", "TMDB_API_TOKEN": "eyJ.e2e-token",
        ]
        let series = try movieland("--source", "omdb", "detail", "tt0411008", environment: environment)
        #expect(series.status == 1)
        #expect(
            series.errors == "movieland: Lost (2004–2010) is a TV series on OMDb (tt0411008); Movieland lists films\n")
        let pastTheEnd = try movieland(
            "--source", "omdb", "search", "star", "wars", "--page", "101", environment: environment)
        #expect(pastTheEnd.status == 2)
        #expect(pastTheEnd.errors.contains("OMDb serves search pages 1 to 100, not 101"))
        let film = try movieland("--source", "tmdb", "detail", "1917", environment: environment)
        #expect(film.status == 0)
        for line in ["Certification: R", "Directed by:   Sam Mendes", "Runtime:       119 min"] {
            #expect(film.output.contains(line), "missing \(line)")
        }
        #expect(server.requests.filter { $0.path == "/movie/1917" }.isEmpty)
    }

    @Test func missingKeyNamesTheVariable() throws {
        let result = try movieland("--source", "tmdb", "search", "matrix", environment: ["TMDB_API_TOKEN": ""])
        #expect(result.status == 2)
        #expect(
            result.errors.hasPrefix(
                "movieland: this source needs TMDB_API_TOKEN; get one at https://www.themoviedb.org/settings/api"))
    }
}

import Foundation
import HTTPTestServer
import OffThePool
import ProcessRunner
import Testing

/// `movieland catalogue` through the built binary: an update from a local server standing in for IMDb's, then
/// every command on the imported data; an import killed part-way.
@Suite(.offThePool) struct CatalogueEndToEndTests {
    /// The IMDb samples the CatalogueData tests use (Tests/CatalogueDataTests/Fixtures/imdb).
    static let samples = SourceTree.url(of: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("CatalogueDataTests/Fixtures/imdb")

    private let home = FileManager.default.temporaryDirectory.appendingPathComponent("movieland-imdb-\(UUID())")

    private func movieland(
        _ arguments: String..., environment extra: [String: String] = [:]
    ) throws
        -> BuiltProducts.Result
    {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_DATA_HOME"] = home.appendingPathComponent("data").path
        environment["COLUMNS"] = "100"
        for name in ["FORCE_COLOR", "NO_COLOR", "MOVIELAND_SOURCE", "MOVIELAND_IMDB_URL"] {
            environment.removeValue(forKey: name)
        }
        return try BuiltProducts.run(
            "movieland", arguments, in: FileManager.default.temporaryDirectory,
            environment: environment.merging(extra) { $1 })
    }

    /// The samples, gzip-compressed, as a server publishes them.
    private func compressedSamples() throws -> [String: Data] {
        let folder = home.appendingPathComponent("published")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var files: [String: Data] = [:]
        for name in [
            "title.basics.tsv", "title.ratings.tsv", "title.crew.tsv", "title.principals.tsv", "name.basics.tsv",
        ] {
            let target = folder.appendingPathComponent(name)
            try FileManager.default.copyItem(at: Self.samples.appendingPathComponent(name), to: target)
            let gzip = try BuiltProducts.runCommand(["gzip", "-f", target.path], in: folder)
            #expect(gzip.status == 0)
            files["/" + name + ".gz"] = try Data(contentsOf: folder.appendingPathComponent(name + ".gz"))
        }
        return files
    }

    @Test func updateThenEveryCommandWorksOnTheImportedData() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        // A film added from the embedded catalogue before the import.
        #expect(try movieland("watchlist", "add", "32710").status == 0)

        let files = try compressedSamples()
        let server = try HTTPTestServer { request in
            guard let body = files[request.path] else { return ScriptedResponse(status: 404) }
            return ScriptedResponse(status: 200, headers: [("ETag", "\"\(body.count)\"")], body: body)
        }
        defer { server.stop() }
        let imdb = ["MOVIELAND_IMDB_URL": server.baseURL.absoluteString]
        let update = try movieland("catalogue", "update", environment: imdb)
        #expect(update.status == 0, "\(update.errors)")
        #expect(update.output.contains("Imported 11 films"))
        #expect(update.output.contains("6 rows broke IMDb's format and were left out"))
        #expect(!update.output.contains("Not imported"), "\(update.output)")
        // Off a terminal, progress is a line per phase on standard error, never on standard output.
        #expect(update.errors.contains("Downloading title.basics.tsv.gz ...\n  done: "))
        #expect(update.errors.contains("Building the index ...\n  done: 11 films in "))

        let search = try movieland("search", "matrix")
        #expect(search.output.contains("tt0133093  The Matrix           1999     8.7  2,100,000"), "\(search.output)")
        let detail = try movieland("detail", "tt0133093")
        #expect(detail.output.contains("Directed by:    Lana Wachowski, Lilly Wachowski"), "\(detail.output)")
        try expectPeople()
        #expect(try movieland("search", "samurai").output.contains("Shichinin no samurai"))
        let top = try movieland("top", "--limit", "2")
        #expect(top.output.contains("1  The Godfather") && top.output.contains("tt0068646"), "\(top.output)")

        // The embedded film stays on the list, marked, and found again by title and year.
        let list = try movieland("watchlist", "list")
        #expect(list.output.contains("*32710") && list.output.contains("not in the catalogue in use"), "\(list.output)")
        #expect(try movieland("watchlist", "add", "The Matrix", "--year", "1999").output.contains("Added The Matrix"))

        let status = try movieland("catalogue", "status", "--json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(status.output.utf8)) as? [String: Any])
        #expect(object["source"] as? String == "imdb" && object["films"] as? Int == 11)
        #expect(try movieland("search", "matrix", "--source", "embedded").output.contains("32710  The Matrix"))

        let again = try movieland("catalogue", "update", environment: imdb)
        #expect(again.status == 0)
        #expect(try movieland("catalogue", "reset").output.contains("Back to 58,788 films"))
        #expect(try movieland("search", "matrix").output.contains("32710  The Matrix"))
    }

    /// `detail`, `person` and `search --actor` on the imported people.
    private func expectPeople() throws {
        let detail = try movieland("detail", "the matrix")
        #expect(
            detail.output.contains("Written by:     Lana Wachowski (written by), Lilly Wachowski"), "\(detail.output)")
        #expect(detail.output.contains("Keanu Reeves"), "\(detail.output)")
        #expect(detail.output.range(of: #"Keanu Reeves +Neo\n"#, options: .regularExpression) != nil)
        #expect(detail.output.contains("and 1 more"), "\(detail.output)")
        let json = try movieland("detail", "tt0133093", "--json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let people = try #require(object["people"] as? [[String: Any]])
        #expect(people.count == 17)
        #expect(people.first?["name"] as? String == "Keanu Reeves" && people.first?["id"] as? String == "nm0000206")
        #expect(people.first?["characters"] as? [String] == ["Neo"] && people.first?["billing"] as? Int == 1)
        #expect(people.first?["role"] as? String == "actor")

        let keanu = try movieland("person", "keanu", "reeves")
        #expect(keanu.status == 0, "\(keanu.errors)")
        #expect(keanu.output.contains("Actor (2)") && keanu.output.contains("nm0000206, 2 films"), "\(keanu.output)")
        let byID = try movieland("person", "nm0905154", "--role", "writer", "--json")
        let films = try #require(
            (try JSONSerialization.jsonObject(with: Data(byID.output.utf8)) as? [String: Any])?["films"]
                as? [[String: Any]])
        #expect(films.count == 1 && films.first?["job"] as? String == "written by")
        let smiths = try movieland("person", "john", "smith")
        #expect(smiths.status == 1)
        #expect(smiths.errors.contains("2 people share the name \"john smith\"; choose one by id"), "\(smiths.errors)")
        #expect(smiths.errors.contains("nm0800002  John Smith  1 film, known for The Godfather (1972)"))
        let nobody = try movieland("person", "zzyzx")
        #expect(nobody.status == 1 && nobody.errors == "movieland: no one is named \"zzyzx\"\n")
        let withKeanu = try movieland("search", "--actor", "keanu reeves", "--from", "2000")
        #expect(withKeanu.output.contains("The Matrix Reloaded") && !withKeanu.output.contains("1999"))
    }

    @Test func withoutPeopleTheStatusSaysWhatIsMissingAndHowToAddIt() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let imported = try movieland("catalogue", "import", Self.samples.path, "--without-people")
        #expect(imported.status == 0, "\(imported.errors)")
        #expect(imported.output.contains("Not imported: title.principals.tsv.gz"), "\(imported.output)")
        let status = try movieland("catalogue", "status")
        #expect(status.output.contains("People:                  none: films alone\n"), "\(status.output)")
        let sentences = status.output.replacingOccurrences(of: "\n", with: " ")
        #expect(sentences.contains("No people: `person`"), "\(status.output)")
        #expect(sentences.contains("`movieland catalogue update` adds them"), "\(status.output)")
        #expect(status.output.split(separator: "\n").allSatisfy { $0.count <= 100 }, "\(status.output)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(try movieland("catalogue", "status", "--json").output.utf8))
                as? [String: Any])
        #expect(json["hasPeople"] as? Bool == false)
        #expect(json["missingFiles"] as? [String] == ["title.principals.tsv.gz"])
        #expect(try movieland("detail", "tt0133093").output.contains("Lana Wachowski, Lilly Wachowski"))
        let person = try movieland("person", "keanu", "reeves")
        #expect(person.status == 1 && person.errors.contains("has no people"), "\(person.errors)")
    }

    @Test func anImportKilledPartWayLeavesTheCatalogueInUse() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let first = try movieland("catalogue", "import", Self.samples.path)
        #expect(first.status == 0, "\(first.errors)")
        let before = try movieland("catalogue", "status", "--json").output

        // A title.basics that is a pipe: the import reads what was written and waits for more; then it is killed.
        let folder = home.appendingPathComponent("slow")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let fifo = folder.appendingPathComponent("title.basics.tsv").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let process = Process()
        process.executableURL = BuiltProducts.directory.appendingPathComponent("movieland")
        process.arguments = ["catalogue", "import", folder.path]
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_DATA_HOME"] = home.appendingPathComponent("data").path
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let writer = try #require(FileHandle(forWritingAtPath: fifo))
        let header =
            "tconst\ttitleType\tprimaryTitle\toriginalTitle\tisAdult\tstartYear\tendYear\truntimeMinutes\tgenres\n"
        try writer.write(
            contentsOf: Data((header + "tt7000001\tmovie\tHalf Done\tHalf Done\t0\t2024\t\\N\t90\tDrama\n").utf8))
        #expect(process.waitUntilWaitingForMore(after: writer), "the import never read the rows written")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        try? writer.close()

        #expect(try movieland("catalogue", "status", "--json").output == before)
        #expect(try movieland("detail", "tt0133093").status == 0)
        // A build a killed import left behind (killed while writing) is cleared by the next import.
        let store = home.appendingPathComponent("data/movieland/imdb")
        try Data("half a catalogue".utf8).write(to: store.appendingPathComponent("catalogue.bin.building-999999"))
        #expect(try movieland("catalogue", "import", Self.samples.path).status == 0)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: store.path)
        #expect(!leftovers.contains { $0.contains("building") }, "\(leftovers)")
    }
}

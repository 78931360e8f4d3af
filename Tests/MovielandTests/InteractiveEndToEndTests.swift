import Foundation
import OffThePool
import ProcessRunner
import Testing

/// `movieland` with no command, under a real terminal (tmux): typed at, read back from the screen.
@Suite(.serialized, .offThePool) struct InteractiveEndToEndTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "movieland-tty-\(UUID().uuidString)")

    /// A shell line that runs the app with a private data folder, then records how it ended and
    /// the terminal's settings afterwards, and stays open (until the server is killed) so the screen
    /// can be read.
    private func session(environment: String = "", height: Int = 30) throws -> TmuxTerminal {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let binary = BuiltProducts.directory.appendingPathComponent("movieland").path
        let command = """
            cd '\(folder.path)' && sh -c 'echo $$ > app.pid; exec env XDG_DATA_HOME="$PWD/data" \
            NO_COLOR= MOVIELAND_SOURCE= CI= \(environment) "\(binary)"'; \
            echo "EXIT=$?"; stty -a > stty.txt; echo DONE; sleep 600
            """
        return try TmuxTerminal(command: command, width: 100, height: height)
    }

    /// Runs `movieland <arguments>` (not under the terminal) with the data folder the sessions use, as a person
    /// prepares what the interactive mode then shows; it must succeed.
    private func runInDataFolder(_ arguments: [String]) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_DATA_HOME"] = folder.appendingPathComponent("data").path
        let run = try BuiltProducts.run("movieland", arguments, in: folder, environment: environment)
        #expect(run.status == 0, "movieland \(arguments.joined(separator: " ")): \(run.errors)")
    }

    private func requireTmux() -> Bool {
        guard TmuxTerminal.isAvailable else {
            Issue.record("the terminal tests need tmux: install it (apt-get install tmux); .ci/run does")
            return false
        }
        return true
    }

    /// The terminal is back to cooked mode with echo, and off the alternate screen.
    private func expectRestored(_ terminal: TmuxTerminal) throws {
        try terminal.waitFor("DONE")
        #expect(try !terminal.isOnAlternateScreen())
        let settings = try String(contentsOf: folder.appendingPathComponent("stty.txt"), encoding: .utf8)
        let flags = Set(settings.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init))
        #expect(flags.contains("icanon") && flags.contains("echo") && flags.contains("isig"), "\(settings)")
    }

    @Test func searchOpenAddToTheWatchlistAndQuit() throws {
        guard requireTmux() else { return }
        defer { try? FileManager.default.removeItem(at: folder) }
        let terminal = try session()
        try terminal.waitFor("Search: type a title")
        #expect(try terminal.isOnAlternateScreen())
        try terminal.type("matrix")
        let results = try terminal.waitFor("The Matrix Revolutions")
        #expect(results.contains("films match \"matrix\""))
        try terminal.press("Down")
        try terminal.press("Enter")
        let detail = try terminal.waitFor("Runtime:")
        #expect(detail.contains("Search › The Matrix (1999)"))
        #expect(detail.contains("not on your watchlist (press w to add it)"))
        try terminal.type("w")
        try terminal.waitFor("Watchlist:     on your watchlist")
        try terminal.press("Escape")
        // The detail screen's result, handed back to the search screen below it.
        try terminal.waitFor("Added The Matrix (1999) to your watchlist.")
        try terminal.type("3")
        let watchlist = try terminal.waitFor("1 film on your watchlist")
        #expect(watchlist.contains("The Matrix"))
        try terminal.type("q")
        let final = try terminal.waitFor("EXIT=0")
        #expect(!final.contains("Search:"))  // the app's screen went with the alternate screen
        try expectRestored(terminal)
        let saved = try String(
            contentsOf: folder.appendingPathComponent("data/movieland/watchlist.json"), encoding: .utf8)
        #expect(saved.contains("\"32710\""))
    }

    @Test func theHistoryTabListsTheDiaryRatesWithRAndOpensSimilarFilmsWithS() throws {
        guard requireTmux() else { return }
        defer { try? FileManager.default.removeItem(at: folder) }
        try runInDataFolder(["diary", "add", "32710", "--date", "2025-02-14"])
        let terminal = try session()
        try terminal.waitFor("Search: type a title")
        try terminal.press("Escape")  // out of the search field: digits switch tabs
        try terminal.type("4")
        let tab = try terminal.waitFor("1 viewing in your diary")
        #expect(tab.contains("2025-02-14") && tab.contains("The Matrix"))
        try terminal.type("r")
        let asking = try terminal.waitFor("Rate The Matrix (1999): press 1 to 9, or 0 for 10")
        #expect(asking.contains("1–9, 0 rate (0 is 10)  Esc cancel"), "the footer shows the rating keys: \(asking)")
        try terminal.type("9")
        let rated = try terminal.waitFor("Rated The Matrix (1999) 9/10.")
        #expect(rated.contains("Yours") && rated.contains("9/10  "), "the row shows the rating at once: \(rated)")
        try terminal.type("s")
        let similar = try terminal.waitFor("Films like The Matrix (1999)")
        #expect(similar.contains("By genres, era and ratings"))
        try terminal.press("Escape")
        try terminal.waitFor("1 viewing in your diary")
        try terminal.type("q")
        try terminal.waitFor("EXIT=0")
        try expectRestored(terminal)
        let saved = try String(
            contentsOf: folder.appendingPathComponent("data/movieland/history.tsv"), encoding: .utf8)
        #expect(saved.contains("\tp9\t") && saved.contains("32710"))
    }

    @Test func searchMarksWhatYouSawAndAFilmsPageOpensMoreLikeThisWithMAndEnter() throws {
        guard requireTmux() else { return }
        defer { try? FileManager.default.removeItem(at: folder) }
        try runInDataFolder(["diary", "add", "toy story 2", "--date", "2025-02-14", "--rating", "8"])
        let terminal = try session(height: 40)
        try terminal.waitFor("Search: type a title")
        try terminal.type("toy story")
        let results = try terminal.waitFor("Seen: ✓ seen or rated by you")
        #expect(results.contains("✓ 8/10"), "\(results)")
        try terminal.press("Down")
        try terminal.press("Enter")
        let page = try terminal.waitFor("m more like this")
        #expect(page.contains("Search › Toy Story (1995)"), "\(page)")
        try terminal.type("m")
        let selected = try terminal.waitFor("› 1")
        #expect(selected.contains("Toy Story 2") && selected.contains("✓ 8/10"), "\(selected)")
        try terminal.press("Enter")
        let opened = try terminal.waitFor("Search › Toy Story (1995) › Toy Story 2 (1999)")
        #expect(opened.contains("Your rating:   8/10"), "\(opened)")
        try terminal.type("q")
        try terminal.waitFor("EXIT=0")
        try expectRestored(terminal)
    }

    @Test func aDamagedHistoryIsWarnedAboutOnceTheTerminalIsPutBackNotOverTheTabs() throws {
        guard requireTmux() else { return }
        defer { try? FileManager.default.removeItem(at: folder) }
        let history = folder.appendingPathComponent("data/movieland/history.tsv")
        try FileManager.default.createDirectory(
            at: history.deletingLastPathComponent(), withIntermediateDirectories: true)
        try runInDataFolder(["diary", "add", "toy story 2", "--date", "2025-02-14"])
        let handle = try FileHandle(forWritingTo: history)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("viewing\tv9\tcut short\n".utf8))
        try handle.close()
        let terminal = try session()
        try terminal.waitFor("Search: type a title")
        try terminal.type("toy story")
        let results = try terminal.waitFor("Seen: ✓ seen or rated by you")
        #expect(!results.contains("warning"), "the tabs are drawn without the warning: \(results)")
        try terminal.press("Escape")
        try terminal.type("q")
        let final = try terminal.waitFor("EXIT=0")
        #expect(final.contains("movieland: warning: ") && final.contains("line 4"), "\(final)")
        try expectRestored(terminal)
    }

    @Test func sigtermAndCtrlCRestoreTheTerminal() throws {
        guard requireTmux() else { return }
        defer { try? FileManager.default.removeItem(at: folder) }
        let terminal = try session()
        try terminal.waitFor("Search: type a title")
        let pid = try String(contentsOf: folder.appendingPathComponent("app.pid"), encoding: .utf8)
        kill(pid_t(pid.trimmingCharacters(in: .whitespacesAndNewlines))!, SIGTERM)
        try terminal.waitFor("EXIT=143")
        try expectRestored(terminal)

        let second = try session()
        try second.waitFor("Search: type a title")
        try second.type("alien")
        try second.waitFor("Aliens")
        try second.press("C-c")
        try second.waitFor("EXIT=0")
    }

    @Test func resizingRedrawsToTheNewSize() throws {
        guard requireTmux() else { return }
        defer { try? FileManager.default.removeItem(at: folder) }
        let terminal = try session()
        try terminal.waitFor("Search: type a title")
        try terminal.type("2")  // typed into the field, not a tab switch
        try terminal.press("Escape")
        try terminal.type("2")
        try terminal.waitFor("The Shawshank Redemption")
        try terminal.resize(width: 60, height: 12)
        let small = try terminal.waitFor("Top 100")
        let lines = small.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.allSatisfy { $0.count <= 60 })
        #expect(lines.contains { $0.hasPrefix("› 1") || $0.hasPrefix("›   1") })
        try terminal.type("?")
        try terminal.waitFor("Press any key to close the help.")
        try terminal.type("x")
        try terminal.type("q")
        try terminal.waitFor("EXIT=0")
    }

    @Test func theInteractiveStartLoadsNoNetworkLibrary() throws {
        guard requireTmux() else { return }
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = LoadedLibraries(folder: folder.appendingPathComponent("trace"))
        try FileManager.default.createDirectory(at: trace.folder, withIntermediateDirectories: true)
        let terminal = try session(environment: "LD_DEBUG=libs LD_DEBUG_OUTPUT='\(trace.folder.path)/ld'")
        try terminal.waitFor("Search: type a title")
        try terminal.type("matrix")
        try terminal.waitFor("The Matrix Revolutions")
        try terminal.press("Escape")
        try terminal.type("q")
        try terminal.waitFor("EXIT=0")
        let loaded = try #require(try trace.byProgram()["movieland"])
        #expect(loaded.contains { $0.hasPrefix("libc.so") })
        #expect(!loaded.contains { $0.hasPrefix("libcurl") || $0.hasPrefix("libFoundationNetworking") })
    }

    @Test func theImportedCatalogueIsSearchedAndOpened() throws {
        guard requireTmux() else { return }
        defer { try? FileManager.default.removeItem(at: folder) }
        try runInDataFolder(["catalogue", "import", CatalogueEndToEndTests.samples.path])
        let terminal = try session()
        try terminal.waitFor("Search: type a title")
        try terminal.type("matrix")
        let results = try terminal.waitFor("The Matrix Reloaded")
        #expect(results.contains("tt0133093"))
        try terminal.press("Down")
        try terminal.press("Enter")
        let detail = try terminal.waitFor("Directed by:")
        #expect(detail.contains("Lana Wachowski, Lilly Wachowski"))
        #expect(detail.contains("the director's films"))
        // The person view: the director's films, most voted first; Esc goes back to the film.
        try terminal.type("d")
        let person = try terminal.waitFor("credits as director, writer")
        #expect(person.contains("Lana Wachowski  nm0905154"))
        #expect(person.contains("tt0133093") && person.contains("tt0234215"))
        try terminal.press("Escape")
        try terminal.waitFor("Directed by:")
        // The film's people, any of whom opens their films: the first billed is Keanu Reeves.
        try terminal.type("p")
        let people = try terminal.waitFor("People of The Matrix")
        #expect(people.contains("Keanu Reeves") && people.contains("Neo") && people.contains("Don Davis"))
        try terminal.press("Enter")
        let keanu = try terminal.waitFor("2 credits as actor")
        #expect(keanu.contains("The Matrix Reloaded"))
        try terminal.press("Escape")
        try terminal.waitFor("People of The Matrix")
        try terminal.press("Escape")
        try terminal.waitFor("Directed by:")
        try terminal.press("Escape")
        try terminal.waitFor("The Matrix Reloaded")
        try terminal.type("2")  // the list has the focus: a tab switch
        try terminal.waitFor("The Godfather")
        try terminal.type("q")
        try terminal.waitFor("EXIT=0")
    }

    @Test func offATerminalOrInCIItPrintsTheHelp() throws {
        guard requireTmux() else { return }
        defer { try? FileManager.default.removeItem(at: folder) }
        let terminal = try session(environment: "CI=true", height: 50)
        let shown = try terminal.waitFor("EXIT=0")
        #expect(shown.contains("Usage: movieland <command> [options]"))
        let piped = try BuiltProducts.run("movieland", [], in: FileManager.default.temporaryDirectory)
        #expect(piped.status == 0)
        #expect(piped.output.hasPrefix("Usage: movieland <command> [options]"))
    }
}

import Foundation
import OffThePool
import ProcessRunner
import Testing

/// The films you have seen or rated, marked in every list through the built binary with a diary in its data folder
/// (search, top, similar, a film's page and its "more like this"), in text and in `--json`; and a history that is
/// damaged or cannot be read never hides a list.
@Suite(.offThePool) struct SeenMarksEndToEndTests {
    private let movieland = DataFolderRun()

    /// Toy Story rated 9, Toy Story 2 seen twice and rated 8 the second time, The Godfather seen once.
    private func logAFewFilms() throws {
        for arguments in [
            ["rate", "toy story", "--year", "1995", "9"], ["diary", "add", "toy story 2", "--date", "2025-01-03"],
            ["diary", "add", "toy story 2", "--date", "2025-06-01", "--rating", "8"],
            ["diary", "add", "the godfather", "--date", "2024-12-24"],
        ] {
            let result = try movieland.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.errors)")
        }
    }

    /// The JSON object `result` printed.
    private func object(_ result: BuiltProducts.Result) throws -> [String: Any] {
        #expect(result.status == 0, "\(result.errors)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    }

    /// The row of the table in `output` that starts with the film's `id`, or holds it as a column.
    private func row(_ output: String, holding text: String) -> String {
        output.split(separator: "\n").first { $0.contains(text) }.map(String.init) ?? ""
    }

    @Test func searchTopAndSimilarMarkWhatYouSawAndRatedInTextAndJSON() throws {
        defer { movieland.remove() }
        try logAFewFilms()
        let search = try movieland("search", "toy story")
        #expect(search.status == 0 && search.errors.isEmpty, "\(search.errors)")
        #expect(row(search.output, holding: "Title").hasSuffix("Seen"), "\(search.output)")
        #expect(row(search.output, holding: "52930  Toy Story  ").hasSuffix("✓ 9/10"), "\(search.output)")
        #expect(row(search.output, holding: "Toy Story 2").hasSuffix("✓ 2× 8/10"), "\(search.output)")
        #expect(search.output.contains("Seen: ✓ seen or rated by you;"))
        let results = try #require(
            try object(movieland("search", "toy story", "--json"))["results"] as? [[String: Any]])
        let toyStory2 = try #require(results.first { $0["title"] as? String == "Toy Story 2" })
        #expect(toyStory2["seen"] as? Bool == true && toyStory2["timesSeen"] as? Int == 2)
        #expect(toyStory2["yourRating"] as? String == "8/10" && toyStory2["runtimeMinutes"] as? Int == 92)
        #expect(results.filter { $0["seen"] as? Bool == false }.allSatisfy { $0["yourRating"] is NSNull })

        let top = try movieland("top", "--limit", "3")
        #expect(row(top.output, holding: "The Godfather").contains("✓"), "\(top.output)")
        #expect(!row(top.output, holding: "Shawshank").contains("✓"))
        let chart = try #require(try object(movieland("top", "--limit", "3", "--json"))["results"] as? [[String: Any]])
        #expect(chart.map { $0["seen"] as? Bool } == [false, true, false])
        #expect(chart[1]["timesSeen"] as? Int == 1 && chart[1]["yourRating"] is NSNull)

        let similar = try object(movieland("similar", "toy story", "--year", "1995", "--limit", "5", "--json"))
        let films = try #require(similar["films"] as? [[String: Any]])
        #expect(films.first?["title"] as? String == "Toy Story 2" && films.first?["seen"] as? Bool == true)
        #expect(films.dropFirst().allSatisfy { $0["seen"] as? Bool == false })
    }

    @Test func aFilmsPageSaysHowOftenYouSawItAndListsTheFirstFiveOfSimilarMarked() throws {
        defer { movieland.remove() }
        try logAFewFilms()
        let similar = try object(movieland("similar", "toy story", "--year", "1995", "--limit", "5", "--json"))
        let page = try object(movieland("detail", "toy story", "--year", "1995", "--json"))
        let alike = try #require(page["moreLikeThis"] as? [[String: Any]])
        let listed = try #require(similar["films"] as? [[String: Any]])
        #expect(alike.map { $0["id"] as? String } == listed.map { $0["id"] as? String }, "the first five of similar")
        #expect(alike.map { $0["reasons"] as? [String] } == listed.map { $0["reasons"] as? [String] })
        #expect(alike.first?["seen"] as? Bool == true && alike.first?["yourRating"] as? String == "8/10")
        #expect(
            page["seen"] as? Bool == true && page["yourRating"] as? String == "9/10" && page["timesSeen"] as? Int == 0)

        let text = try movieland("detail", "toy story 2")
        #expect(text.output.contains("Your rating:   8/10\nSeen:          2 times: 2025-01-03, 2025-06-01\n"))
        #expect(text.output.contains("\nMore like this\n"), "\(text.output)")
        #expect(row(text.output, holding: "52930  Toy Story  ").contains("✓ 9/10"), "\(text.output)")
    }

    @Test func withoutAHistoryTheListsAreAsBeforeAndADamagedOneStillMarksWhatItCan() throws {
        defer { movieland.remove() }
        let unmarked = try movieland("search", "toy story")
        #expect(unmarked.status == 0 && !unmarked.output.contains("Seen") && !unmarked.output.contains("✓"))
        try logAFewFilms()
        var text = try String(contentsOf: movieland.historyFile, encoding: .utf8)
        text =
            text.replacingOccurrences(of: "rating\t52931", with: "rating\tbroken\t52931") + "viewing\tv9\tcut short\n"
        try Data(text.utf8).write(to: movieland.historyFile)
        let damaged = try movieland("search", "toy story")
        #expect(damaged.status == 0, "a damaged history never hides the list")
        #expect(row(damaged.output, holding: "Toy Story 2").hasSuffix("✓ 2×"), "\(damaged.output)")
        #expect(row(damaged.output, holding: "52930  Toy Story  ").hasSuffix("✓ 9/10"))
        #expect(
            damaged.errors.contains("the rest of the history is read"), "as every read of it warns: \(damaged.errors)")

        try FileManager.default.removeItem(at: movieland.historyFile)
        try FileManager.default.createDirectory(at: movieland.historyFile, withIntermediateDirectories: true)
        let unreadable = try movieland("top", "--limit", "3", "--json")
        let chart = try #require(try object(unreadable)["results"] as? [[String: Any]])
        #expect(chart.count == 3 && chart.allSatisfy { $0["seen"] as? Bool == false }, "a history unread marks nothing")
    }

    /// Each list, and a film's page (its marks and its "more like this"), with no history at all.
    private static let lists = [
        ["search", "toy story"], ["top", "--limit", "5"], ["similar", "toy story", "--year", "1995", "--limit", "5"],
        ["detail", "toy story", "--year", "1995"], ["search", "toy story", "--json"],
    ]

    @Test func aHistoryThatIsAFolderIsSaidOnceAndTheListsAreAsWithoutOne() throws {
        defer { movieland.remove() }
        let before = try Self.lists.map { try movieland.run($0) }
        try logAFewFilms()
        try FileManager.default.removeItem(at: movieland.historyFile)
        try FileManager.default.createDirectory(at: movieland.historyFile, withIntermediateDirectories: true)
        for (arguments, unmarked) in zip(Self.lists, before) {
            let result = try movieland.run(arguments)
            #expect(result.status == 0 && result.output == unmarked.output, "\(arguments): \(result.output)")
            let warning =
                "movieland: warning: your film history \(movieland.historyFile.path) cannot be read (Is a directory), "
                + "so no film is marked as seen: make it a file you can read, or move it away to start a new history\n"
            #expect(result.errors == warning, "\(arguments): said once, naming the file: \(result.errors)")
        }
    }

    @Test(.enabled(if: ReadOnlyRun.isPossible, "needs setpriv (util-linux) to run as another user"))
    func aHistoryYouMayNotReadIsSaidOnceAndTheListsAreAsWithoutOne() throws {
        defer { movieland.remove() }
        let folder = movieland.historyFile.deletingLastPathComponent()
        let run = ReadOnlyRun(folder: folder, home: movieland.home)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let before = try Self.lists.map { try run.movieland($0) }
        try logAFewFilms()
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: movieland.historyFile.path)
        for (arguments, unmarked) in zip(Self.lists, before) {
            let result = try run.movieland(arguments)
            #expect(result.status == 0 && result.output == unmarked.output, "\(arguments): \(result.output)")
            #expect(
                result.errors.components(separatedBy: "warning:").count == 2
                    && result.errors.contains(
                        "your film history \(movieland.historyFile.path) cannot be read (Permission denied)"),
                "\(arguments): \(result.errors)")
        }
        let listed = try run.movieland(["diary", "list"])
        #expect(listed.status == 1 && listed.errors.contains("Permission denied"), "\(listed.errors)")
    }
}

import Foundation
import OffThePool
import ProcessRunner
import Testing

/// The same film names through every command that takes a film, run by the built binary on the embedded catalogue:
/// each finds the same film, or fails the same way with the same words and exit status (issue 58).
@Suite(.offThePool) struct FilmNameEndToEndTests {
    /// What a name comes to: the film (its id, and its name as messages write it), or a failure.
    enum Outcome: Sendable, CustomStringConvertible {
        case film(id: String, name: String)
        case failure(status: Int32, message: String)

        var description: String {
            switch self {
            case .film(let id, let name): "\(name) (id \(id))"
            case .failure(let status, let message): "exit \(status): \(message)"
            }
        }
    }

    /// A command that takes a film: how to run it on the words naming one, what to run first so that it can
    /// succeed (the film on the watchlist or in the diary, by id), and what it says when it found `name`.
    struct Command: Sendable, CustomStringConvertible {
        let description: String
        let run: @Sendable ([String]) -> [String]
        let setUp: @Sendable (_ id: String) -> [String]?
        let success: @Sendable (_ name: String) -> String

        static let all = [
            Command(
                description: "detail", run: { ["detail"] + $0 }, setUp: { _ in nil },
                success: { "\($0)\n" }),
            Command(
                description: "rate", run: { ["rate"] + $0 + ["7"] }, setUp: { _ in nil },
                success: { "Rated \($0) 7/10." }),
            Command(
                description: "diary add", run: { ["diary", "add"] + $0 + ["--date", "2025-02-14"] },
                setUp: { _ in nil }, success: { "Logged \($0) on 2025-02-14" }),
            Command(
                description: "diary remove", run: { ["diary", "remove"] + $0 },
                setUp: { ["diary", "add", "--id", $0, "--date", "2025-02-14"] },
                success: { "Removed \($0), seen on 2025-02-14, from your diary." }),
            Command(
                description: "similar", run: { ["similar"] + $0 + ["--limit", "1"] }, setUp: { _ in nil },
                success: { "Films like \($0)\n" }),
            Command(
                description: "watchlist add", run: { ["watchlist", "add"] + $0 }, setUp: { _ in nil },
                success: { "Added \($0) to your watchlist." }),
            Command(
                description: "watchlist remove", run: { ["watchlist", "remove"] + $0 },
                setUp: { ["watchlist", "add", "--id", $0] }, success: { "Removed \($0) from your watchlist." }),
        ]
    }

    private static let strangelove = "Dr. Strangelove or: How I Learned to Stop Worrying and Love the Bomb (1964)"
    private static let both =
        "\"1941\" is both the id of Als twee druppels water (1963) and the title of 1941 (1941), 1941 (1979): "
        + "say which with --id 1941 or --year 1941 or --year 1979"

    /// The resolver's table: the words typed and what they name in the embedded catalogue.
    static let table: [([String], Outcome)] = [
        (
            ["empire", "strikes", "back"],
            .film(id: "48911", name: "Star Wars: Episode V - The Empire Strikes Back (1980)")
        ),
        (["dr", "strangelove"], .film(id: "14858", name: strangelove)),
        (["the matrix"], .film(id: "32710", name: "The Matrix (1999)")),
        (["1941", "--year", "1979"], .film(id: "232", name: "1941 (1979)")),
        (["--id", "1941"], .film(id: "1941", name: "Als twee druppels water (1963)")),
        (["1941"], .failure(status: 2, message: both)),
        (
            ["alein"],
            .failure(
                status: 1,
                message: "no film is titled \"alein\", and none has every word of it; the closest films are "
                    + "below")
        ),
        (
            ["hamlet"],
            .failure(status: 1, message: "5 films are titled \"hamlet\"; add --year, or name one by its id with --id")
        ),
    ]

    static let cases: [(Command, [String], Outcome)] = Command.all.flatMap { command in
        table.map { (command, $0.0, $0.1) }
    }

    @Test(arguments: cases)
    func aNameIsTheSameFilmOrTheSameFailureInEveryCommand(command: Command, words: [String], outcome: Outcome) throws {
        let data = DataFolderRun()
        defer { data.remove() }
        if case .film(let id, _) = outcome, let setUp = command.setUp(id) {
            let prepared = try data.run(setUp)
            #expect(prepared.status == 0, "\(setUp): \(prepared.errors)")
        }
        let result = try data.run(command.run(words))
        switch outcome {
        case .film(_, let name):
            #expect(result.status == 0, "\(command) \(words): \(result.errors)")
            #expect(result.output.contains(command.success(name)), "\(command) \(words): \(result.output)")
        case .failure(let status, let message):
            #expect(result.status == status, "\(command) \(words): \(result.errors)")
            #expect(result.errors.hasPrefix("movieland: " + message), "\(command) \(words): \(result.errors)")
            #expect(result.output.isEmpty)
        }
    }

    @Test func aViewingIdNoViewingHasIsNeverATitle() throws {
        let data = DataFolderRun()
        defer { data.remove() }
        let result = try data("diary", "remove", "v99")
        #expect(result.status == 1)
        #expect(
            result.errors
                == "movieland: no viewing in your diary has the id v99; see the viewings and their ids with "
                + "`movieland diary list`\n")
    }

    @Test func aNumberAfterTheTitleAndStarsIsARatingGivenTwice() throws {
        let data = DataFolderRun()
        defer { data.remove() }
        let result = try data("rate", "the matrix", "8", "--stars", "4")
        #expect(result.status == 2)
        #expect(
            result.errors.hasPrefix("movieland: a rating was given twice (8 and --stars 4)"), "\(result.errors)")
        #expect(!FileManager.default.fileExists(atPath: data.historyFile.path))
    }
}

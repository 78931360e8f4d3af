import CatalogueDomainApi
import Commands
import Common
import HistoryDomain
import HistoryDomainApi
import Testing

@testable import HistoryPresentation

/// `rate` and `diary` as typed: what each becomes, and what is a usage error (exit 2).
@Suite struct HistoryCommandsTests {
    private static let parser = CommandLineParser(
        root: CommandSpec("movieland", summary: "test", subcommands: [HistoryCommands.rate, HistoryCommands.diary]),
        version: "test")

    private static func route(_ words: String...) throws(UsageError) -> HistoryRoute {
        guard case .run(let command) = try parser.parse(words) else {
            throw UsageError("not a command", invocation: "movieland")
        }
        return try HistoryCommands.route(for: command)
    }

    @Test func theLastWordOfRateIsItsRatingUnlessStarsOrClearIsGiven() throws {
        guard case .rate(FilmName("the matrix"), .set(.points(9))) = try Self.route("rate", "the", "matrix", "9") else {
            Issue.record("rate the matrix 9"); return
        }
        guard
            case .rate(FilmName("ocean's 11", year: 2001), .set(.halfStars(7))) = try Self.route(
                "rate", "ocean's", "11", "--stars", "3.5", "--year", "2001")
        else { Issue.record("a title ending in a number that is no rating, with --stars"); return }
        guard
            case .rate(FilmName("toy story 3"), .set(.halfStars(8))) = try Self.route(
                "rate", "toy story 3", "--stars", "4")
        else { Issue.record("a quoted title ending in a number, with --stars"); return }
        guard case .rate(FilmName("the matrix"), .clear) = try Self.route("rate", "the", "matrix", "--clear") else {
            Issue.record("--clear"); return
        }
        guard case .rate(FilmName("1941", isID: true), .set(.points(7))) = try Self.route("rate", "1941", "7", "--id")
        else { Issue.record("--id"); return }
    }

    @Test(arguments: [
        (["rate", "the", "matrix", "11"], "11 is not a rating: use 1 to 10 (IMDb's scale), or --stars 0.5 to 5"),
        (["rate", "the", "matrix"], "rate needs the film, then a rating from 1 to 10"),
        (["rate", "the", "matrix", "--stars", "4.2"], "invalid --stars '4.2': use 0.5 to 5 in halves"),
        (["rate", "the", "matrix", "--stars", "4", "--clear"], "give a rating or --clear, not both"),
        (["diary", "add", "the", "matrix", "--rating", "7", "--stars", "3"], "give --rating or --stars, not both"),
        (["diary", "add", "the", "matrix", "--date", "2025-02-30"], "invalid --date '2025-02-30'"),
        (["diary", "add", "the", "matrix", "--rating", "0"], "--rating"),
        (
            ["rate", "the matrix", "8", "--stars", "4"],
            "a rating was given twice (8 and --stars 4); give one, or quote a title that ends with a number"
        ),
        (["rate", "the", "matrix", "8", "--clear"], "a rating was given twice (8 and --clear)"),
        (["rate", "1941", "7", "--id", "--year", "1979"], "give --id or --year 1979, not both"),
        (["diary", "remove", "1941", "--id", "--year", "1979"], "give --id or --year 1979, not both"),
    ])
    func mistakesAreUsageErrors(words: [String], message: String) {
        do {
            guard case .run(let command) = try Self.parser.parse(words) else { Issue.record("\(words)"); return }
            _ = try HistoryCommands.route(for: command)
            Issue.record("\(words) was accepted")
        } catch {
            #expect(error.message.contains(message), "\(error.message)")
        }
    }

    @Test func diaryAddCarriesEverythingGiven() throws {
        guard
            case .addViewing(let request) = try Self.route(
                "diary", "add", "solaris", "--year", "1972", "--date", "2025-02-14", "--stars", "4.5", "--rewatch",
                "--tag", "cinema", "--tag", "with friends")
        else { Issue.record("diary add"); return }
        #expect(request.film == FilmName("solaris", year: 1972) && request.date?.description == "2025-02-14")
        #expect(request.rating == .halfStars(9) && request.isRewatch && request.tags == ["cinema", "with friends"])
    }
}

import CatalogueDomain
import CatalogueDomainApi
import Commands
import Common
import ConsoleRecorder
import Foundation
import Testing

@testable import CataloguePresentation

/// `similar` as typed, and what it prints: the films with why, or a film not found with the closest ones.
@MainActor
@Suite struct SimilarFilmsScreenTests {
    private static let parser = CommandLineParser(
        root: CommandSpec("movieland", summary: "test", subcommands: [SimilarFilmsCommands.similar]), version: "test")

    private static func route(_ words: String...) throws(UsageError) -> CatalogueRoute {
        guard case .run(let command) = try parser.parse(words) else {
            throw UsageError("not a command", invocation: "movieland")
        }
        return try CatalogueCommands.route(for: command)
    }

    @Test func theFilmItsYearOrIdTheLimitAndTheFormatMakeTheRoute() throws {
        #expect(
            try Self.route("similar", "heat", "--year", "1995", "--limit", "3", "--json")
                == .similar(.films(like: FilmName("heat", year: 1995), limit: 3, format: .json)))
        #expect(
            try Self.route("similar", "32710", "--id")
                == .similar(.films(like: FilmName("32710", isID: true), limit: 10, format: .text)))
        #expect(throws: UsageError.self) { try Self.route("similar", "32710", "--id", "--year", "1999") }
    }

    @Test func theFilmsAreATableWithWhyAndAFilmNotFoundListsTheClosest() {
        let film = SimilarFilm(
            movieID: "3", title: "The Insider", year: 1999, rating: 7.94, votes: 10_000, score: 6.9,
            reasons: ["same director: Michael Mann"])
        let found = RecordedConsole(width: 80)
        let state = SimilarFilmsViewState(
            phase: .loaded(SimilarFilms(film: "Heat (1995)", films: [film], usedPeople: false)))
        SimilarFilmsView(console: found.console, format: .text).render(state)
        #expect(found.output.hasPrefix("Films like Heat (1995)\n"))
        #expect(found.output.contains("The Insider") && found.output.contains("7.9"))
        #expect(found.output.hasSuffix(RankedFilmTable.withoutPeople + "\n"))

        let missing = RecordedConsole(width: 80)
        let closest = [FilmChoice(movieID: "1", title: "Heat", year: 1995)]
        let failed = SimilarFilmsViewState(phase: .failed(.film(.noFilm(FilmName("heet"), closest: closest))))
        SimilarFilmsView(console: missing.console, format: .text).render(failed)
        #expect(missing.errors.hasPrefix("movieland: "))
        #expect(missing.errors.hasSuffix("\n  1      Heat (1995)\n"))
        #expect(missing.output.isEmpty)
    }

    @Test func theFilmsYouSawOrRatedAreMarkedWithALegendAndInTheJSON() throws {
        let films = [
            SimilarFilm(
                movieID: "3", title: "The Insider", year: 1999, rating: 7.94, votes: 10_000, score: 6.9,
                reasons: ["same director: Michael Mann"]),
            SimilarFilm(
                movieID: "2", title: "Collateral", year: 2004, rating: 7.5, votes: 9_000, score: 5.1,
                reasons: ["same director: Michael Mann"]),
        ]
        let found = SimilarFilms(
            film: "Heat (1995)", films: films, usedPeople: true,
            marks: ["2": SeenMark(seenOn: ["2025-01-03", "2025-06-01"], yourRating: "8/10")])
        let text = RecordedConsole(width: 90)
        SimilarFilmsView(console: text.console, format: .text).render(SimilarFilmsViewState(phase: .loaded(found)))
        #expect(
            text.output == """
                Films like Heat (1995)
                #  ID  Title        Year  Rating  Seen       Why
                ─  ──  ───────────  ────  ──────  ─────────  ───────────────────────────
                1   3  The Insider  1999     7.9             same director: Michael Mann
                2   2  Collateral   2004     7.5  ✓ 2× 8/10  same director: Michael Mann
                \(SeenMarks.legend)

                """)
        let json = SimilarFilmsView.json(found)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let listed = try #require(object["films"] as? [[String: Any]])
        #expect(listed.map { $0["seen"] as? Bool } == [false, true])
        #expect(listed[1]["timesSeen"] as? Int == 2 && listed[1]["yourRating"] as? String == "8/10")
        #expect(listed[0]["reasons"] as? [String] == ["same director: Michael Mann"])
    }

    @Test func withNothingSeenTheListIsAsItWasWithoutTheColumnOrTheLegend() {
        let film = SimilarFilm(
            movieID: "3", title: "The Insider", year: 1999, rating: 7.94, votes: 10_000, score: 6.9, reasons: ["x"])
        let text = RecordedConsole(width: 90)
        SimilarFilmsView(console: text.console, format: .text).render(
            SimilarFilmsViewState(phase: .loaded(SimilarFilms(film: "Heat (1995)", films: [film], usedPeople: true))))
        #expect(!text.output.contains("Seen") && !text.output.contains("✓"))
    }
}

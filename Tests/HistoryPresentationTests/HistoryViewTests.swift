import CatalogueDomainApi
import Common
import ConsoleRecorder
import DesignSystem
import Foundation
import HistoryDomain
import HistoryDomainApi
import PlainText
import Testing

@testable import HistoryPresentation
@testable import Terminal

@MainActor
@Suite struct HistoryViewTests {
    private func render(
        _ phase: HistoryViewState.Phase, format: OutputFormat = .text, width: Int = 80
    ) -> RecordedConsole {
        let recorded = RecordedConsole(width: width)
        HistoryView(console: recorded.console, format: format).render(HistoryViewState(phase: phase))
        return recorded
    }

    private let viewing = Viewing(
        id: "v3", movieID: "32710", title: "The Matrix", year: 1999, date: DiaryDate("2025-02-14")!,
        rating: .halfStars(7), isRewatch: true, tags: ["cinema"])

    @Test func theDiaryIsATableNewestFirstAndItsJSONHasEveryField() throws {
        #expect(
            render(.listed(Diary(viewings: [viewing], kept: []))).output == """
                1 viewing in your diary
                Date        Title       Year  Rating     Rewatch  Tags    ID
                ──────────  ──────────  ────  ─────────  ───────  ──────  ──
                2025-02-14  The Matrix  1999  3.5 stars  yes      cinema  v3

                """)
        let json = try #require(
            try JSONSerialization.jsonObject(
                with: Data(render(.listed(Diary(viewings: [viewing], kept: [])), format: .json).output.utf8))
                as? [String: Any])
        let entry = try #require((json["viewings"] as? [[String: Any]])?.first)
        #expect(entry["date"] as? String == "2025-02-14" && entry["rewatch"] as? Bool == true)
        #expect((entry["rating"] as? [String: Any])?["scale"] as? String == "stars")
        #expect((entry["rating"] as? [String: Any])?["value"] as? Double == 3.5)
        #expect(render(.listed(Diary(viewings: [], kept: []))).output.hasPrefix("Your diary is empty."))
    }

    @Test func keptRowsThatAreNoViewingAreSaidToBeThereEvenWhenTheDiaryHasNone() {
        // A row kept with a day that could not be read is not in the table, but the list says it is kept.
        let pointer = "not listed here (a rating, or a viewing whose day or line could not be read); see "
        let alone = render(.listed(Diary(viewings: [], kept: [], otherKept: 1))).output
        #expect(
            alone
                == "Your diary has no viewing yet.\n1 other kept row is \(pointer)it with: movieland diary list --unplaced\n"
        )
        let listed = render(.listed(Diary(viewings: [viewing], kept: [], otherKept: 2))).output
        #expect(listed.hasPrefix("1 viewing in your diary\n"))
        #expect(
            listed.hasSuffix("2 other kept rows are \(pointer)them with: movieland diary list --unplaced\n"),
            "\(listed)")
        #expect(!render(.listed(Diary(viewings: [viewing], kept: []))).output.contains("unplaced"))
    }

    @Test func changesAreSaidInWordsAndFailuresGoToStandardErrorWithTheirChoices() {
        let rated = PersonalRating(
            movieID: "32710", title: "The Matrix", year: 1999, rating: .points(9), ratedOn: DiaryDate("2025-02-14")!)
        #expect(
            render(.rated(.rated(rated, previous: .halfStars(7)))).output
                == "Rated The Matrix (1999) 9/10 (it was 3.5 stars).\n")
        #expect(render(.rated(.cleared(rated))).output == "Cleared your rating of The Matrix (1999) (it was 9/10).\n")
        #expect(
            render(.logged(viewing)).output
                == "Logged The Matrix (1999) on 2025-02-14, rated 3.5 stars, a rewatch, tagged cinema (v3).\n")
        let failed = render(
            .failed(
                .film(
                    .severalFilms(
                        FilmName("solaris"), candidates: [FilmChoice(movieID: "2", title: "Solaris", year: 1972)],
                        everyWord: false))))
        #expect(failed.output.isEmpty)
        #expect(
            failed.errors == """
                movieland: 1 films are titled "solaris"; add --year, or name one by its id with --id
                  2      Solaris (1972)

                """)
    }

    @Test func titlesFromOutsideReachTheTerminalWithoutEscapes() {
        let hostile = Viewing(
            id: "v1", movieID: "9", title: "Evil\u{1B}[2J", year: nil, date: DiaryDate("2025-01-01")!, rating: nil,
            isRewatch: false, tags: [])
        #expect(!render(.logged(hostile)).output.contains("\u{1B}"))
        #expect(!render(.listed(Diary(viewings: [hostile], kept: []))).output.contains("\u{1B}"))
    }
}

/// `stats` drawn: bars that fit the width, ASCII without colour, and the JSON's numbers.
@Suite struct HistoryStatsViewTests {
    private static func month(_ month: Int) -> HistoryStats.Count {
        let label = "2025-" + (month < 10 ? "0" : "") + String(month)
        let count = [2: 1, 3: 2][month] ?? 0
        return HistoryStats.Count(label, count)
    }

    private let stats = HistoryStats(
        year: 2025, viewings: 3, films: 2, rewatches: 1, perPeriod: (1...12).map(month),
        ratingSpread: [0, 0, 0, 0, 0, 0, 0, 0, 1, 1], crowdDifference: 0.84, crowdFilms: 2,
        disagreements: [.init(film: "Heat (1995)", yours: .points(10), crowd: 8.3)],
        decades: [.init("1990s", 1)], genres: [.init("Crime", 2)], directors: [], actors: [], knowsPeople: false)

    @Test(arguments: [40, 100])
    func everyLineFitsTheWidthAndPlainOutputDrawsWithHashes(width: Int) {
        let text = HistoryStatsView(painter: .plain, width: width).text(stats)
        #expect(text.hasPrefix("Your 2025 in pictures: 3 viewings of 2 films, 1 rewatch\n"))
        #expect(
            text.split(separator: "\n").allSatisfy {
                DisplayWidth.of(String($0)) <= max(width, 72)
            })
        #expect(text.contains("2025-03 ") && text.contains("#") && !text.contains("█"))
        #expect(text.contains("On 2 films you rated, you are 0.8 above IMDb's average."))
        #expect(text.contains("  Heat (1995): yours 10/10, IMDb 8.3"))
        #expect(text.contains("Directors and actors need the IMDb catalogue's people"))
    }

    @Test func withColourTheBarsAreBlocks() {
        let text = HistoryStatsView(painter: Painter(colorEnabled: true), width: 80).text(stats)
        #expect(text.contains("█") && text.contains("\u{1B}["))
    }

    @Test func theJSONCarriesTheNumbers() throws {
        let data = Data(HistoryStatsView.json(stats).utf8)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["year"] as? Int == 2025 && json["viewings"] as? Int == 3)
        #expect((json["ratingSpread"] as? [Int])?.suffix(2) == [1, 1])
        #expect((json["crowd"] as? [String: Any])?["difference"] as? Double == 0.84)
        #expect(((json["perPeriod"] as? [[String: Any]])?[2])?["count"] as? Int == 2)
    }

    @Test func anEmptyYearSaysHowToBegin() {
        let empty = HistoryStats(
            year: 2024, viewings: 0, films: 0, rewatches: 0, perPeriod: [],
            ratingSpread: Array(repeating: 0, count: 10),
            crowdDifference: nil, crowdFilms: 0, disagreements: [], decades: [], genres: [], directors: [], actors: [],
            knowsPeople: false)
        #expect(
            HistoryStatsView(painter: .plain, width: 80).text(empty).hasPrefix(
                "Your 2024 has no viewings or ratings yet"))
    }
}

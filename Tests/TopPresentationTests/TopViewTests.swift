import Common
import DesignSystem
import Foundation
import Terminal
import Testing
import TopDomain

@testable import TopPresentation

private final class Output: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""
    func append(_ more: String) { lock.withLock { text += more } }
    var value: String { lock.withLock { text } }
}

private struct FixedChart: ComputeTopChartUseCase {
    let chart: TopChart
    func execute(_ criteria: TopChartCriteria) async throws(TopChartError) -> TopChart { chart }
}

@MainActor
@Suite struct TopViewTests {
    private let chart = TopChart(
        entries: [
            ChartEntry(
                rank: 1, movieID: "46269", title: "The Shawshank Redemption", year: 1994, rating: 9.1, votes: 149_494,
                weightedRating: 9.0812),
            ChartEntry(
                rank: 2, movieID: "20545", title: "The Godfather", year: 1972, rating: 9.1, votes: 122_755,
                weightedRating: 9.0774),
        ],
        criteria: TopChartCriteria(genre: "drama", decade: nil, minimumVotes: 1000, limit: 2), meanRating: 6.4437,
        consideredCount: 1234)

    @Test func chartRendersAsARankedTable() async {
        let output = Output()
        let console = Console(
            programName: "movieland",
            environment: TerminalEnvironment(colorEnabled: false, width: 80, isTerminal: false),
            output: { output.append($0) }, error: { output.append($0) })
        let viewModel = TopViewModel(topChart: FixedChart(chart: chart))
        await viewModel.send(.load(chart.criteria))
        TopView(console: console, format: .text).render(viewModel.state)
        #expect(
            output.value == """
                Top 2 Drama
                #  Title                     Year  Score  Rating    Votes     ID
                ─  ────────────────────────  ────  ─────  ──────  ───────  ─────
                1  The Shawshank Redemption  1994   9.08     9.1  149,494  46269
                2  The Godfather             1972   9.08     9.1  122,755  20545
                Weighted rating over 1,234 films with at least 1,000 votes (mean 6.44).

                """)
    }

    @Test func chartJSONIsStable() async throws {
        let output = Output()
        let console = Console(
            programName: "movieland",
            environment: TerminalEnvironment(colorEnabled: false, width: 80, isTerminal: false),
            output: { output.append($0) }, error: { output.append($0) })
        TopView(console: console, format: .json).render(TopViewState(phase: .loaded(chart)))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.value.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["genre", "decade", "minimumVotes", "meanRating", "considered", "results"])
        #expect(object["meanRating"] as? Double == 6.444)
        let first = try #require((object["results"] as? [[String: Any]])?.first)
        #expect(first["weightedRating"] as? Double == 9.081)
        #expect(first["id"] as? String == "46269")
    }

    /// The chart with the Godfather seen three times and rated 9.
    private var markedChart: TopChart {
        var entries = chart.entries
        entries[1].timesSeen = 3
        entries[1].yourRating = "9/10"
        return TopChart(
            entries: entries, criteria: chart.criteria, meanRating: chart.meanRating,
            consideredCount: chart.consideredCount)
    }

    @Test func aFilmYouSawIsMarkedInAColumnWithALegendThatReadWithoutColour() async {
        let output = Output()
        let console = Console(
            programName: "movieland",
            environment: TerminalEnvironment(colorEnabled: false, width: 80, isTerminal: false),
            output: { output.append($0) }, error: { output.append($0) })
        TopView(console: console, format: .text).render(TopViewState(phase: .loaded(markedChart)))
        #expect(
            output.value == """
                Top 2 Drama
                #  Title                     Year  Score  Rating    Votes  Seen          ID
                ─  ────────────────────────  ────  ─────  ──────  ───────  ─────────  ─────
                1  The Shawshank Redemption  1994   9.08     9.1  149,494             46269
                2  The Godfather             1972   9.08     9.1  122,755  ✓ 3× 9/10  20545
                \(SeenMarks.legend)
                Weighted rating over 1,234 films with at least 1,000 votes (mean 6.44).

                """)
    }

    @Test func theJSONSaysOfEveryFilmWhetherYouSawItHowOftenAndYourRating() async throws {
        let output = Output()
        let console = Console(
            programName: "movieland",
            environment: TerminalEnvironment(colorEnabled: false, width: 80, isTerminal: false),
            output: { output.append($0) }, error: { output.append($0) })
        TopView(console: console, format: .json).render(TopViewState(phase: .loaded(markedChart)))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.value.utf8)) as? [String: Any])
        let results = try #require(object["results"] as? [[String: Any]])
        #expect(results[0]["seen"] as? Bool == false && results[0]["timesSeen"] as? Int == 0)
        #expect(results[0]["yourRating"] is NSNull && results[0]["weightedRating"] as? Double == 9.081)
        #expect(results[1]["seen"] as? Bool == true && results[1]["timesSeen"] as? Int == 3)
        #expect(results[1]["yourRating"] as? String == "9/10")
    }
}

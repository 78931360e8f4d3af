import Common
import DesignSystem
import Foundation
import Testing
import TopDomain

@testable import TopPresentation

/// Answers with two films whatever is asked, and records each criteria.
private final class RecordingChart: ComputeTopChartUseCase, @unchecked Sendable {
    private let lock = NSLock()
    private var asked: [TopChartCriteria] = []
    var criteria: [TopChartCriteria] { lock.withLock { asked } }

    func execute(_ criteria: TopChartCriteria) async throws(TopChartError) -> TopChart {
        lock.withLock { asked.append(criteria) }
        return TopChart(
            entries: [
                ChartEntry(
                    rank: 1, movieID: "46269", title: "The Shawshank Redemption", year: 1994, rating: 9.1,
                    votes: 149_494, weightedRating: 9.08),
                ChartEntry(
                    rank: 2, movieID: "20545", title: "The Godfather", year: 1972, rating: 9.1, votes: 122_755,
                    weightedRating: 9.07),
            ], criteria: criteria, meanRating: 6.4, consideredCount: 4515, genres: ["Action", "Comedy"])
    }
}

@MainActor
@Suite struct TopTerminalScreenTests {
    @Test func theChartLoadsOnceFiltersByGenreAndDecadeAndOpensAFilm() async {
        let chart = RecordingChart()
        let screen = TopTerminalScreen(viewModel: TopViewModel(topChart: chart))
        screen.appear()
        await screen.waitForChart()
        screen.appear()  // shown again: the chart is kept
        #expect(chart.criteria.count == 1)
        let drawn = screen.draw(in: ScreenSize(width: 90, height: 12), painter: .plain).lines
        #expect(drawn[0] == "Top 100: all genres, all time")
        #expect(drawn.contains { $0.hasPrefix("› 1  The Shawshank Redemption") })
        _ = await screen.handle(.character("g"))
        await screen.waitForChart()
        _ = await screen.handle(.character("d"))
        await screen.waitForChart()
        #expect(chart.criteria.last == TopChartCriteria(genre: "Action", decade: 1920, minimumVotes: 1000, limit: 100))
        #expect(
            screen.draw(in: ScreenSize(width: 90, height: 12), painter: .plain).lines[0] == "Top 100: Action, the 1920s"
        )
        _ = await screen.handle(.down)
        guard case .open(let route as PageRoute) = await screen.handle(.enter),
            route == .film(id: "20545")
        else {
            Issue.record("Enter opens the selected film's detail")
            return
        }
    }
}

import Common
import DesignSystem
import HistoryDomain
import HistoryDomainApi
import Terminal
import Testing

@testable import HistoryPresentation

private struct FixedHistoryItems: LoadHistoryItemsUseCase {
    let items: [HistoryItem]

    func execute() async throws(HistoryError) -> [HistoryItem] { items }
}

/// Collects what the view writes.
private final class Written: @unchecked Sendable {
    var text = ""
}

@MainActor
@Suite struct HistoryScreenTests {
    @Test func loadsAndRendersTheItems() async {
        let written = Written()
        let console = Console(
            programName: "movieland",
            environment: TerminalEnvironment(colorEnabled: false, width: 40, isTerminal: false),
            output: { written.text += $0 }, error: { written.text += $0 })
        let first = HistoryItem(id: "1", title: "First")
        let viewModel = HistoryViewModel(items: FixedHistoryItems(items: [first]))
        await viewModel.send(.load)
        #expect(viewModel.state.phase == .loaded([first]))
        HistoryView(console: console, format: .text).render(viewModel.state)
        #expect(written.text == "ID  Title\n──  ─────\n 1  First\n")
    }

    @Test func theTabLoadsTheItemsWhenItFirstShows() async {
        let items = [HistoryItem(id: "1", title: "First"), HistoryItem(id: "2", title: "Second")]
        let screen = HistoryTerminalScreen(
            viewModel: HistoryViewModel(items: FixedHistoryItems(items: items)))
        screen.appear()
        await screen.waitForLoad()
        _ = await screen.handle(.down)
        let lines = screen.draw(in: ScreenSize(width: 40, height: 10), painter: .plain).lines
        #expect(lines == ["  ID  Title", "  ──  ──────", "   1  First", "›  2  Second"])
    }
}

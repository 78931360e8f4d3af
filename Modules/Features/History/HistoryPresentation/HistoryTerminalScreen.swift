import Common
import DesignSystem
import HistoryDomainApi
import Terminal

/// The History tab in interactive mode: the items, loaded when the tab first shows.
@MainActor
final class HistoryTerminalScreen: TerminalScreen {
    let title = "History"
    var onChange: (@MainActor () -> Void)?
    let viewModel: HistoryViewModel
    private var list = SelectableList()
    private var loading: Task<Void, Never>?

    init(viewModel: HistoryViewModel) {
        self.viewModel = viewModel
    }

    var keyHints: [KeyHint] { [KeyHint("↑↓ PgUp PgDn", "move")] }

    func appear() {
        guard viewModel.state.phase == .idle else { return }
        let viewModel = self.viewModel
        loading = Task { [weak self] in
            await viewModel.send(.load)
            guard let self else { return }
            if case .loaded(let items) = viewModel.state.phase { list.reset(count: items.count) }
            onChange?()
        }
    }

    /// Waits for the items being loaded (tests use it instead of sleeping).
    func waitForLoad() async {
        await loading?.value
    }

    func handle(_ key: Key) async -> ScreenAction {
        switch key {
        case .up, .down, .pageUp, .pageDown, .home, .end: _ = list.move(for: key)
        default: return .ignored
        }
        return .handled
    }

    func draw(in size: ScreenSize, painter: Painter) -> ScreenContent {
        switch viewModel.state.phase {
        case .idle, .loading:
            return ScreenContent(lines: [painter.paint("Loading…", .muted)])
        case .failed(let error):
            return ScreenContent(
                lines: [painter.paint(HistoryErrorMessages(mode: .interactive).text(for: error), .error)])
        case .loaded(let items) where items.isEmpty:
            return ScreenContent(lines: ["Nothing here yet."])
        case .loaded(let items):
            return ScreenContent(
                lines: list.render(HistoryView.table(items), width: size.width, height: size.height, painter: painter))
        }
    }
}

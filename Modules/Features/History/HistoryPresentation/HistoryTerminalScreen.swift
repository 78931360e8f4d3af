import Common
import DesignSystem
import HistoryDomainApi
import Terminal

/// The History tab in interactive mode: the diary, newest first, loaded when the tab first shows.
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
            await viewModel.send(.list(year: nil))
            guard let self else { return }
            if case .listed(let viewings) = viewModel.state.phase { list.reset(count: viewings.count) }
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
        case .failed(let error):
            return ScreenContent(
                lines: [painter.paint(HistoryErrorMessages(mode: .interactive).text(for: error), .error)])
        case .listed(let viewings) where viewings.isEmpty:
            return ScreenContent(lines: ["Your diary is empty: log a film with movieland diary add <film>."])
        case .listed(let viewings):
            return ScreenContent(
                lines: list.render(
                    HistoryView.table(viewings), width: size.width, height: size.height, painter: painter))
        default:
            return ScreenContent(lines: [painter.paint("Loading…", .muted)])
        }
    }
}

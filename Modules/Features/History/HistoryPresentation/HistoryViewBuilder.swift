import Common
import DependencyInjection
import HistoryDomain
import Terminal

/// Assembles the History screen from the container.
@MainActor
struct HistoryViewBuilder {
    let container: Container
    let console: Console

    func build(_ format: OutputFormat) -> CommandScreen<HistoryViewModel, HistoryView> {
        CommandScreen(viewModel: viewModel(), view: HistoryView(console: console, format: format))
    }

    /// The History tab's screen in interactive mode.
    func buildTerminalScreen() -> HistoryTerminalScreen {
        HistoryTerminalScreen(viewModel: viewModel())
    }

    private func viewModel() -> HistoryViewModel {
        HistoryViewModel(items: container.loadHistoryItems())
    }
}

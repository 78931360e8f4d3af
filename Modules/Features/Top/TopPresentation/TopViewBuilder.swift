import Common
import DependencyInjection
import Terminal

/// Assembles the chart screen from the container.
@MainActor
struct TopViewBuilder {
    let container: Container
    let console: Console

    func build(_ format: OutputFormat) -> CommandScreen<TopViewModel, TopView> {
        CommandScreen(viewModel: viewModel(), view: TopView(console: console, format: format))
    }

    /// The Top tab's screen in interactive mode.
    func buildTerminalScreen() -> TopTerminalScreen {
        TopTerminalScreen(viewModel: viewModel())
    }

    private func viewModel() -> TopViewModel {
        TopViewModel(topChart: container.computeTopChart())
    }
}

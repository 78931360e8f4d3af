import Common
import DependencyInjection
import DesignSystem
import Terminal
import TopDomain
import TopDomainApi

/// The chart screen's parts.
@MainActor
public struct TopScreen {
    public let viewModel: TopViewModel
    public let view: TopView
}

/// Assembles the chart screen from the container.
@MainActor
public struct TopViewBuilder: ViewBuilder {
    let container: Container
    let console: Console

    public init(container: Container, console: Console) {
        self.container = container
        self.console = console
    }

    public func build(_ format: OutputFormat) -> TopScreen {
        TopScreen(
            viewModel: TopViewModel(topChart: container.computeTopChart()),
            view: TopView(console: console, format: format))
    }

    /// The Top tab's screen in interactive mode.
    public func buildTerminalScreen() -> TopTerminalScreen {
        TopTerminalScreen(viewModel: build(.text).viewModel)
    }
}

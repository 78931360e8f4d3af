import Common
import DependencyInjection
import DesignSystem
import SearchDomain
import Terminal

/// The search screen's parts.
@MainActor
public struct SearchScreen {
    public let viewModel: SearchViewModel
    public let view: SearchView
}

/// Assembles the search screen from the container.
@MainActor
public struct SearchViewBuilder: ViewBuilder {
    let container: Container
    let console: Console

    public init(container: Container, console: Console) {
        self.container = container
        self.console = console
    }

    public func build(_ format: OutputFormat) -> SearchScreen {
        SearchScreen(
            viewModel: SearchViewModel(searchMovies: container.searchMovies()),
            view: SearchView(console: console, format: format))
    }

    /// The Search tab's screen in interactive mode.
    public func buildTerminalScreen() -> SearchTerminalScreen {
        SearchTerminalScreen(
            viewModel: SearchViewModel(
                searchMovies: container.searchMovies(), toggleWatchlist: container.toggleWatchlist()))
    }
}

import Common
import DependencyInjection
import DesignSystem
import Terminal
import WatchlistDomain

/// The watchlist screen's parts.
@MainActor
public struct WatchlistScreen {
    public let viewModel: WatchlistViewModel
    public let view: WatchlistView
}

/// Assembles the watchlist screen from the container.
@MainActor
public struct WatchlistViewBuilder: ViewBuilder {
    let container: Container
    let console: Console

    public init(container: Container, console: Console) {
        self.container = container
        self.console = console
    }

    public func build(_ format: OutputFormat) -> WatchlistScreen {
        WatchlistScreen(
            viewModel: WatchlistViewModel(
                add: container.addToWatchlist(), remove: container.removeFromWatchlist(),
                list: container.listWatchlist()),
            view: WatchlistView(console: console, format: format))
    }

    /// The Watchlist tab's screen in interactive mode.
    public func buildTerminalScreen() -> WatchlistTerminalScreen {
        WatchlistTerminalScreen(viewModel: build(.text).viewModel)
    }
}

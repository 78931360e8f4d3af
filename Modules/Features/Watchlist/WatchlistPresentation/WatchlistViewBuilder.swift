import Common
import DependencyInjection
import DesignSystem
import Terminal
import WatchlistDomain

/// Assembles the watchlist screen from the container.
@MainActor
struct WatchlistViewBuilder {
    let container: Container
    let console: Console

    func build(_ format: OutputFormat) -> CommandScreen<WatchlistViewModel, WatchlistView> {
        CommandScreen(viewModel: makeViewModel(), view: WatchlistView(console: console, format: format))
    }

    /// The Watchlist tab's screen in interactive mode.
    func buildTerminalScreen() -> WatchlistTerminalScreen {
        WatchlistTerminalScreen(viewModel: makeViewModel())
    }

    private func makeViewModel() -> WatchlistViewModel {
        WatchlistViewModel(
            add: container.addToWatchlist(), remove: container.removeFromWatchlist(), list: container.listWatchlist())
    }
}

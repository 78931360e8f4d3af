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
        let transfer = WatchlistViewModel.Transfer(
            importer: container.importWatchlist(), exporter: container.exportWatchlist())
        return CommandScreen(
            viewModel: makeViewModel(transfer: transfer), view: WatchlistView(console: console, format: format))
    }

    /// The Watchlist tab's screen in interactive mode.
    func buildTerminalScreen() -> WatchlistTerminalScreen {
        WatchlistTerminalScreen(viewModel: makeViewModel())
    }

    private func makeViewModel(transfer: WatchlistViewModel.Transfer? = nil) -> WatchlistViewModel {
        WatchlistViewModel(
            add: container.addToWatchlist(), remove: container.removeFromWatchlist(), list: container.listWatchlist(),
            transfer: transfer)
    }
}

import Common
import DependencyInjection
import DesignSystem
import SearchDomain
import Terminal

/// The detail screen's parts.
@MainActor
public struct MovieDetailScreen {
    public let viewModel: MovieDetailViewModel
    public let view: MovieDetailView
}

/// Assembles the detail screen from the container.
@MainActor
public struct MovieDetailViewBuilder: ViewBuilder {
    let container: Container
    let console: Console

    public init(container: Container, console: Console) {
        self.container = container
        self.console = console
    }

    public func build(_ format: OutputFormat) -> MovieDetailScreen {
        MovieDetailScreen(
            viewModel: MovieDetailViewModel(
                movieDetail: container.showMovieDetail(), toggleWatchlist: container.toggleWatchlist()),
            view: MovieDetailView(console: console, format: format))
    }

    /// The detail screen of interactive mode, for the film `reference` names.
    public func buildTerminalScreen(_ reference: MovieReference) -> MovieDetailTerminalScreen {
        let screen = build(.text)
        return MovieDetailTerminalScreen(viewModel: screen.viewModel, view: screen.view, reference: reference)
    }
}

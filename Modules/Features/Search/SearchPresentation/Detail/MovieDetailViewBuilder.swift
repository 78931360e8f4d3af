import Common
import DependencyInjection
import DesignSystem
import SearchDomain

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
            viewModel: MovieDetailViewModel(movieDetail: container.movieDetail()),
            view: MovieDetailView(console: console, format: format))
    }
}

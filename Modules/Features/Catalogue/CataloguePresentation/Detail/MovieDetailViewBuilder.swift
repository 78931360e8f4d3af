import CatalogueDomain
import CatalogueDomainApi
import Common
import DependencyInjection
import Terminal

/// Assembles the detail screen from the container.
@MainActor
struct MovieDetailViewBuilder {
    let container: Container
    let console: Console

    func build(_ format: OutputFormat) -> CommandScreen<MovieDetailViewModel, MovieDetailView> {
        CommandScreen(viewModel: makeViewModel(.commandLine), view: MovieDetailView(console: console, format: format))
    }

    /// The detail screen of interactive mode, for the film `reference` names.
    func buildTerminalScreen(_ reference: FilmName) -> MovieDetailTerminalScreen {
        MovieDetailTerminalScreen(
            viewModel: makeViewModel(.interactive), view: MovieDetailView(console: console, format: .text),
            reference: reference)
    }

    private func makeViewModel(_ mode: PresentationMode) -> MovieDetailViewModel {
        MovieDetailViewModel(
            movieDetail: container.showMovieDetail(), toggleWatchlist: container.toggleWatchlist())
    }
}

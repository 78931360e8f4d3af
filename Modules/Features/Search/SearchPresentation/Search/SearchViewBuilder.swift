import Common
import DependencyInjection
import SearchDomain
import Terminal

/// Assembles the search screen from the container.
@MainActor
struct SearchViewBuilder {
    let container: Container
    let console: Console

    func build(_ format: OutputFormat) -> CommandScreen<SearchViewModel, SearchView> {
        CommandScreen(
            viewModel: SearchViewModel(
                searchMovies: container.searchMovies(), markSeenFilms: container.markSeenFilms()),
            view: SearchView(console: console, format: format))
    }

    /// The Search tab's screen in interactive mode.
    func buildTerminalScreen() -> SearchTerminalScreen {
        SearchTerminalScreen(viewModel: makeInteractiveViewModel())
    }

    private func makeInteractiveViewModel() -> SearchViewModel {
        SearchViewModel(
            searchMovies: container.searchMovies(), toggleWatchlist: container.toggleWatchlist(),
            markSeenFilms: container.markSeenFilms())
    }
}

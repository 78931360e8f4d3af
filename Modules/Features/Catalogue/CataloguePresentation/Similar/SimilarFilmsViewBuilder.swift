import CatalogueDomain
import CatalogueDomainApi
import Common
import DependencyInjection
import Terminal

/// Assembles the similar-films screens from the container.
@MainActor
struct SimilarFilmsViewBuilder {
    let container: Container
    let console: Console

    func build(_ format: OutputFormat) -> CommandScreen<SimilarFilmsViewModel, SimilarFilmsView> {
        CommandScreen(viewModel: viewModel(), view: SimilarFilmsView(console: console, format: format))
    }

    /// The films like `film`, opened from a tab; a film chosen on it opens its page (`PageRoute.film`).
    func buildTerminalScreen(
        film: FilmName, limit: Int
    ) -> SimilarFilmsTerminalScreen {
        SimilarFilmsTerminalScreen(viewModel: viewModel(), film: film, limit: limit)
    }

    private func viewModel() -> SimilarFilmsViewModel {
        SimilarFilmsViewModel(findSimilar: container.findSimilarFilms())
    }
}

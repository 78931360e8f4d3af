import CatalogueDomainApi
import Commands
import Common
import DependencyInjection
import Terminal

/// Shows one film; exit status 1 when it cannot (not found, ambiguous, source failure), 2 for a name that is
/// both an id and a title.
@MainActor
final class MovieDetailCoordinator: FeatureCoordinator {
    private var builder: MovieDetailViewBuilder { MovieDetailViewBuilder(container: container, console: console) }

    /// Shows the detail `route` asks for on the command line and returns the exit status.
    func start(_ route: MovieDetailRoute) async -> ExitStatus {
        switch route {
        case .movie(let film, let format):
            let screen = builder.build(format)
            return await screen.viewModel.present(.load(film), render: screen.view.render) {
                $0.exitStatus(worded: MovieDetailErrorMessages(mode: .commandLine))
            }
        }
    }

    /// The interactive detail screen of the film `film` names; the tab that opens it pushes it on its stack.
    func terminalScreen(for film: FilmName) -> MovieDetailTerminalScreen {
        builder.buildTerminalScreen(film)
    }
}

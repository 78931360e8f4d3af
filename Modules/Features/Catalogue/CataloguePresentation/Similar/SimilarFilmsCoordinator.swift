import Commands
import Common
import Terminal

/// Shows the films like one: `similar` on the command line, and the screen a tab opens (the History tab's `s`).
@MainActor
public final class SimilarFilmsCoordinator: FeatureCoordinator {
    private var builder: SimilarFilmsViewBuilder { SimilarFilmsViewBuilder(container: container, console: console) }

    /// Shows the films `route` asks for on the command line and returns the exit status.
    public func start(_ route: SimilarFilmsRoute) async -> ExitStatus {
        switch route {
        case .films(let film, let limit, let format):
            let screen = builder.build(format)
            return await screen.viewModel.present(.find(film, limit: limit), render: screen.view.render) {
                $0.phase.exitStatus(worded: SimilarFilmsErrorMessages(mode: .commandLine))
            }
        }
    }
}

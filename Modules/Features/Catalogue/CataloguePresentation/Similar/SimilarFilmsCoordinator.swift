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

extension SimilarFilmsCoordinator {
    /// The similar-films screen `route` opens from the tab whose coordinator is `parent`, or nil when `route` is
    /// none of this screen's; a film chosen on it opens with the route `openFilm` makes of its id.
    public static func screen(
        for route: any Route, from parent: FeatureCoordinator, openFilm: @escaping @MainActor (String) -> any Route
    ) -> (any TerminalScreen)? {
        guard case .films(let film, let limit, _)? = route as? SimilarFilmsRoute else { return nil }
        return SimilarFilmsViewBuilder(container: parent.container, console: parent.console)
            .buildTerminalScreen(film: film, limit: limit, openFilm: openFilm)
    }
}

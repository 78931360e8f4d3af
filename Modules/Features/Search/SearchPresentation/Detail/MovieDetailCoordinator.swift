import CatalogueDomainApi
import Commands
import Common
import DependencyInjection
import DesignSystem
import SearchDomain
import Terminal

/// Shows one film; exit status 1 when it cannot (not found, ambiguous, source failure), 2 for a name that is
/// both an id and a title.
@MainActor
public final class MovieDetailCoordinator: FeatureCoordinator {
    private var builder: MovieDetailViewBuilder { MovieDetailViewBuilder(container: container, console: console) }

    /// Shows the detail `route` asks for on the command line and returns the exit status.
    public func start(_ route: MovieDetailRoute) async -> ExitStatus {
        switch route {
        case .movie(let film, let format):
            let screen = builder.build(format)
            return await screen.viewModel.present(.load(film), render: screen.view.render) {
                $0.exitStatus(worded: MovieDetailErrorMessages(mode: .commandLine))
            }
        }
    }

    /// The interactive detail screen for `route`; the tab that opens it pushes it on its stack.
    func terminalScreen(for route: MovieDetailRoute) -> MovieDetailTerminalScreen {
        switch route {
        case .movie(let film, _):
            return builder.buildTerminalScreen(film)
        }
    }
}

extension MovieDetailCoordinator {
    /// The detail screen `route` opens from the tab whose coordinator is `parent` (or the people screens a
    /// `PersonRoute` asks for), or nil when `route` is neither. Every tab opens films through the one detail
    /// coordinator it keeps among its children, made on first use.
    public static func screen(for route: any Route, from parent: FeatureCoordinator) -> (any TerminalScreen)? {
        switch route as? PersonRoute {
        case .person(let id, let name):
            return PersonViewBuilder(container: parent.container, console: parent.console)
                .buildTerminalScreen(id: id, name: name)
        case .credits(let title, let credits):
            return CreditsTerminalScreen(filmTitle: title, credits: credits)
        case nil:
            break
        }
        guard let route = route as? MovieDetailRoute else { return nil }
        let detail =
            parent.children.lazy.compactMap({ $0 as? MovieDetailCoordinator }).first
            ?? {
                let made = MovieDetailCoordinator(container: parent.container, console: parent.console)
                parent.addChild(made)
                return made
            }()
        return detail.terminalScreen(for: route)
    }
}

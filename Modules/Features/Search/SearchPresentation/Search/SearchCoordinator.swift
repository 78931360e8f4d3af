import CatalogueDomainApi
import Commands
import Common
import Terminal

/// Runs the Search feature's route, the results screen; in interactive mode, the Search tab's stack, whose films
/// open as the catalogue's pages (`PageRoute`, which the app opens).
@MainActor
public final class SearchCoordinator: FeatureCoordinator, CommandCoordinator, TabCoordinator {
    /// `search`.
    public static let commands = [SearchCommands.search]
    /// The names of `commands`, without building them.
    public static let commandNames = ["search"]
    /// The tab's name in the tab bar.
    public static let tabTitle = "Search"

    /// The tab's screens, its root first.
    public private(set) lazy var stack = ScreenStack(root: builder.buildTerminalScreen())

    private var builder: SearchViewBuilder { SearchViewBuilder(container: container, console: console) }

    /// Runs a parsed command whose first path element is one of `commands`.
    public func run(_ command: ParsedCommand) async -> ExitStatus {
        await run(command, console: console, route: SearchCommands.route(for:), start: start)
    }

    func start(_ route: SearchRoute) async -> ExitStatus {
        switch route {
        case .results(let query, let format):
            let screen = builder.build(format)
            return await screen.viewModel.present(.search(query), render: screen.view.render) {
                // A page past the last is a page that does not exist: the view names those that do.
                if case .loaded(let page) = $0.phase, page.movies.isEmpty, page.totalCount > 0 { return .failure }
                return $0.phase.exitStatus(worded: SearchErrorMessages(mode: .commandLine))
            }
        }
    }
}

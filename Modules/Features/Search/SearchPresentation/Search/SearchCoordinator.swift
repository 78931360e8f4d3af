import CatalogueDomainApi
import Commands
import Common
import Terminal

/// Runs the Search feature's routes: the results screen, and the detail screen through its own
/// coordinator; in interactive mode, the Search tab's stack.
@MainActor
public final class SearchCoordinator: FeatureCoordinator, CommandCoordinator, TabCoordinator {
    /// `search`, `detail` and `person`.
    public static let commands = [SearchCommands.search, SearchCommands.detail, SearchCommands.person]
    /// The names of `commands`, without building them.
    public static let commandNames = ["search", "detail", "person"]
    /// The tab's name in the tab bar.
    public static let tabTitle = "Search"

    /// The tab's screens, its root first.
    public private(set) lazy var stack = ScreenStack(root: builder.buildTerminalScreen())

    private var builder: SearchViewBuilder { SearchViewBuilder(container: container, console: console) }

    /// The screen `route` leads to, or nil when this tab cannot go there.
    public func screen(for route: any Route) -> (any TerminalScreen)? {
        MovieDetailCoordinator.screen(for: route, from: self)
    }

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
        case .detail(let film, let format):
            let detail = MovieDetailCoordinator(container: container, console: console)
            addChild(detail)
            defer { removeChild(detail) }
            return await detail.start(.movie(film, format: format))
        case .person(let text, let role, let format):
            let screen = PersonViewBuilder(container: container, console: console).build(format)
            return await screen.viewModel.present(.load(text, role: role), render: screen.view.render) {
                $0.exitStatus(worded: PersonErrorMessages(mode: .commandLine))
            }
        }
    }
}

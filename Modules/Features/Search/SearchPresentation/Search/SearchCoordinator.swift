import Commands
import Common
import DependencyInjection
import DesignSystem
import SearchDomain
import Terminal

/// Runs the Search feature's routes: the results screen, and the detail screen through its own
/// coordinator; in interactive mode, the Search tab's stack.
@MainActor
public final class SearchCoordinator: CommandCoordinator, TabCoordinator {
    public static let commands = [SearchCommands.search, SearchCommands.detail]
    public static let tabTitle = "Search"

    public var children: [any Coordinator] = []
    private let container: Container
    private let console: Console

    public init(container: Container, console: Console) {
        self.container = container
        self.console = console
    }

    public private(set) lazy var stack = ScreenStack(
        root: SearchViewBuilder(container: container, console: console).buildTerminalScreen())

    public func screen(for route: any Route) -> (any TerminalScreen)? {
        MovieDetailCoordinator.screen(for: route, from: self, container: container, console: console)
    }

    public func run(_ command: ParsedCommand) async -> ExitStatus {
        await run(command, console: console.writeError, route: SearchCommands.route(for:), start: start)
    }

    public func start(_ route: SearchRoute) async -> ExitStatus {
        switch route {
        case .results(let query, let format):
            let screen = SearchViewBuilder(container: container, console: console).build(format)
            await screen.viewModel.send(.search(query))
            screen.view.render(screen.viewModel.state)
            if case .failed = screen.viewModel.state.phase {
                return screen.viewModel.state.failedAsUsage ? .usage : .failure
            }
            return .success
        case .detail(let text, let year, let format):
            let detail = MovieDetailCoordinator(container: container, console: console)
            addChild(detail)
            defer { removeChild(detail) }
            return await detail.start(.movie(text, year: year, format: format))
        }
    }
}

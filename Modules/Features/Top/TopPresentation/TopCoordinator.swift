import Commands
import Common
import DependencyInjection
import DesignSystem
import SearchPresentation
import Terminal

/// Runs the Top feature's routes; in interactive mode, the Top tab's stack, whose films open in
/// the Search feature's detail screen.
@MainActor
public final class TopCoordinator: CommandCoordinator, TabCoordinator {
    public static let commands = [TopCommands.top]
    public static let tabTitle = "Top"

    public var children: [any Coordinator] = []
    private let container: Container
    private let console: Console

    public init(container: Container, console: Console) {
        self.container = container
        self.console = console
    }

    public private(set) lazy var stack = ScreenStack(
        root: TopViewBuilder(container: container, console: console).buildTerminalScreen())

    public func screen(for route: any Route) -> (any TerminalScreen)? {
        MovieDetailCoordinator.screen(for: route, from: self, container: container, console: console)
    }

    public func run(_ command: ParsedCommand) async -> ExitStatus {
        await run(command, console: console.writeError, route: TopCommands.route(for:), start: start)
    }

    public func start(_ route: TopRoute) async -> ExitStatus {
        switch route {
        case .chart(let criteria, let format):
            let screen = TopViewBuilder(container: container, console: console).build(format)
            await screen.viewModel.send(.load(criteria))
            screen.view.render(screen.viewModel.state)
            if case .failed = screen.viewModel.state.phase { return .failure }
            return .success
        }
    }
}

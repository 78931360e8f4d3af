import Common
import DependencyInjection
import DesignSystem

/// Runs the Top feature's routes.
@MainActor
public final class TopCoordinator: CommandCoordinator {
    public static let commands = [TopCommands.top]

    public var children: [any Coordinator] = []
    private let container: Container
    private let console: Console

    public init(container: Container, console: Console) {
        self.container = container
        self.console = console
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

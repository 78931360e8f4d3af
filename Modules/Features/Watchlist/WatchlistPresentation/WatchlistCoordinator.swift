import Commands
import Common
import DependencyInjection
import DesignSystem
import SearchPresentation
import Terminal

/// Runs the Watchlist feature's routes (exit status 1 when a change or the list fails); in
/// interactive mode, the Watchlist tab's stack, whose films open in the Search feature's detail screen.
@MainActor
public final class WatchlistCoordinator: CommandCoordinator, TabCoordinator {
    public static let commands = [WatchlistCommands.watchlist]
    public static let tabTitle = "Watchlist"

    public var children: [any Coordinator] = []
    private let container: Container
    private let console: Console

    public init(container: Container, console: Console) {
        self.container = container
        self.console = console
    }

    public private(set) lazy var stack = ScreenStack(
        root: WatchlistViewBuilder(container: container, console: console).buildTerminalScreen())

    public func screen(for route: any Route) -> (any TerminalScreen)? {
        MovieDetailCoordinator.screen(for: route, from: self, container: container, console: console)
    }

    public func run(_ command: ParsedCommand) async -> ExitStatus {
        await start(WatchlistCommands.route(for: command))
    }

    public func start(_ route: WatchlistRoute) async -> ExitStatus {
        let format: OutputFormat
        let intent: WatchlistIntent
        switch route {
        case .add(let text, let year): (format, intent) = (.text, .add(text, year: year))
        case .remove(let text, let year): (format, intent) = (.text, .remove(text, year: year))
        case .list(let chosen): (format, intent) = (chosen, .list)
        }
        let screen = WatchlistViewBuilder(container: container, console: console).build(format)
        await screen.viewModel.send(intent)
        screen.view.render(screen.viewModel.state)
        switch screen.viewModel.state.phase {
        case .failed, .ambiguous: return .failure
        default: return .success
        }
    }
}

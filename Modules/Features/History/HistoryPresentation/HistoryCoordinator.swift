import Commands
import Common
import Terminal

/// Runs the History feature's routes; in interactive mode, the History tab's stack.
@MainActor
public final class HistoryCoordinator: FeatureCoordinator, CommandCoordinator, TabCoordinator {
    /// The commands this feature owns.
    public static let commands = [HistoryCommands.list]
    /// The tab's name in the tab bar.
    public static let tabTitle = "History"

    /// The tab's screens, its root first.
    public private(set) lazy var stack = ScreenStack(root: builder.buildTerminalScreen())

    private var builder: HistoryViewBuilder { HistoryViewBuilder(container: container, console: console) }

    /// The screen a route opens from the tab; the tab has one screen so far.
    public func screen(for route: any Route) -> (any TerminalScreen)? { nil }

    /// Runs one of `commands` and returns its exit status.
    public func run(_ command: ParsedCommand) async -> ExitStatus {
        await run(command, console: console, route: HistoryCommands.route(for:), start: start)
    }

    func start(_ route: HistoryRoute) async -> ExitStatus {
        switch route {
        case .list(let format):
            let screen = builder.build(format)
            return await screen.viewModel.present(.load, render: screen.view.render) {
                $0.phase.exitStatus(worded: HistoryErrorMessages(mode: .commandLine))
            }
        }
    }
}

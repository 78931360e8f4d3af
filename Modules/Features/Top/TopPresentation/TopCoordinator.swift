import Commands
import Common
import Terminal

/// Runs the Top feature's routes; in interactive mode, the Top tab's stack, whose films open as the catalogue's
/// pages (`PageRoute`, which the app opens).
@MainActor
public final class TopCoordinator: FeatureCoordinator, CommandCoordinator, TabCoordinator {
    /// `top`.
    public static let commands = [TopCommands.top]
    /// The names of `commands`, without building them.
    public static let commandNames = ["top"]
    /// The tab's name in the tab bar.
    public static let tabTitle = "Top"

    /// The tab's screens, its root first.
    public private(set) lazy var stack = ScreenStack(root: builder.buildTerminalScreen())

    private var builder: TopViewBuilder { TopViewBuilder(container: container, console: console) }

    /// Runs a parsed command whose first path element is one of `commands`.
    public func run(_ command: ParsedCommand) async -> ExitStatus {
        await run(command, console: console, route: TopCommands.route(for:), start: start)
    }

    func start(_ route: TopRoute) async -> ExitStatus {
        switch route {
        case .chart(let criteria, let format):
            let screen = builder.build(format)
            return await screen.viewModel.present(.load(criteria), render: screen.view.render) {
                $0.phase.exitStatus(worded: TopErrorMessages(mode: .commandLine))
            }
        }
    }
}

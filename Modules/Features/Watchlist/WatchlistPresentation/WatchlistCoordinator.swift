import CatalogueDomainApi
import Commands
import Common
import DependencyInjection
import DesignSystem
import Terminal

/// Runs the Watchlist feature's routes (exit status 1 when a change or the list fails); in
/// interactive mode, the Watchlist tab's stack, whose films open as the catalogue's pages (`PageRoute`).
@MainActor
public final class WatchlistCoordinator: FeatureCoordinator, CommandCoordinator, TabCoordinator {
    /// `watchlist` and its subcommands (`add`, `remove`, `list`, `import`, `export`).
    public static let commands = [WatchlistCommands.watchlist]
    /// The names of `commands`, without building them.
    public static let commandNames = ["watchlist"]
    /// The tab's name in the tab bar.
    public static let tabTitle = "Watchlist"

    /// The tab's screens, its root first.
    public private(set) lazy var stack = ScreenStack(root: builder.buildTerminalScreen())

    private var builder: WatchlistViewBuilder { WatchlistViewBuilder(container: container, console: console) }

    /// Runs a parsed command whose first path element is one of `commands`.
    public func run(_ command: ParsedCommand) async -> ExitStatus {
        await run(command, console: console, route: WatchlistCommands.route(for:), start: start)
    }

    func start(_ route: WatchlistRoute) async -> ExitStatus {
        let format: OutputFormat
        let intent: WatchlistIntent
        switch route {
        case .add(let film): (format, intent) = (.text, .add(film))
        case .remove(let film): (format, intent) = (.text, .remove(film))
        case .list(.json): (format, intent) = (.text, .export(.json, path: nil))
        case .list(let chosen): (format, intent) = (chosen, .list)
        case .importFile(let path, let dryRun, let chosen):
            (format, intent) = (chosen, .importFile(path, dryRun: dryRun))
        case .export(let exportFormat, let path): (format, intent) = (.text, .export(exportFormat, path: path))
        }
        let screen = builder.build(format)
        return await screen.viewModel.present(intent, render: screen.view.render) {
            $0.exitStatus(worded: WatchlistErrorMessages(mode: .commandLine))
        }
    }
}

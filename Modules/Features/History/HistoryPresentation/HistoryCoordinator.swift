import Commands
import Common
import HistoryDomain
import Terminal

/// Runs the History feature's routes; in interactive mode, the History tab's stack.
@MainActor
public final class HistoryCoordinator: FeatureCoordinator, CommandCoordinator, TabCoordinator {
    /// `rate`, `diary` with its subcommands (`add`, `list`, `remove`, `place`, `check`, `import`, `export`),
    /// `stats` and `recommend`.
    public static let commands = [
        HistoryCommands.rate, HistoryCommands.diary, HistoryCommands.stats, HistoryCommands.recommend,
    ]
    /// The names of `commands`, without building them.
    public static let commandNames = ["rate", "diary", "stats", "recommend"]
    /// The tab's name in the tab bar.
    public static let tabTitle = "History"

    /// The tab's screens, its root first.
    public private(set) lazy var stack = ScreenStack(root: builder.buildTerminalScreen())

    private var builder: HistoryViewBuilder { HistoryViewBuilder(container: container, console: console) }

    /// The tab opens no screen of its own beyond its root: a film's page and the films like it are the
    /// catalogue's, opened through `PageRoute` by the app.
    public func screen(for route: any Route) -> (any TerminalScreen)? { nil }

    /// Runs one of `commands` and returns its exit status.
    public func run(_ command: ParsedCommand) async -> ExitStatus {
        await run(command, console: console, route: HistoryCommands.route(for:), start: start)
    }

    /// Places the rows the history kept that the catalogue in use has now; says how many when `reporting` and
    /// there were any. A history that cannot be read or written is named on standard error and left as it is:
    /// the command that changed the catalogue succeeded.
    public func placeKeptRows(reporting: Bool) async {
        do {
            let placed = try await container.importHistory().placeKeptRows()
            guard reporting, placed > 0 else { return }
            console.write(
                "Your history: placed \(placed) kept row\(placed == 1 ? "" : "s") the catalogue in use has now.\n")
        } catch {
            console.writeError(
                Console.failureLine(
                    "the kept rows of your history were not placed: "
                        + HistoryErrorMessages(mode: .commandLine).text(for: error), program: console.programName))
        }
    }

    func start(_ route: HistoryRoute) async -> ExitStatus {
        let format: OutputFormat
        let intent: HistoryIntent
        switch route {
        case .rate(let film, let change): (format, intent) = (.text, .rate(film, change))
        case .addViewing(let request): (format, intent) = (.text, .add(request))
        case .listDiary(let request, let chosen): (format, intent) = (chosen, .list(request))
        case .place(let id, let film, let date, let rating):
            (format, intent) = (.text, .place(id, film: film, date: date, rating: rating))
        case .check: (format, intent) = (.text, .check)
        case .removeViewing(let film, let date): (format, intent) = (.text, .remove(film, date: date))
        case .importFile(let path, let dryRun, let chosen):
            (format, intent) = (chosen, .importFile(path, dryRun: dryRun))
        case .export(let exportFormat, let path): (format, intent) = (.text, .export(exportFormat, path: path))
        case .stats(let year, let chosen): (format, intent) = (chosen, .stats(year: year))
        case .recommend(let limit, let chosen): (format, intent) = (chosen, .recommend(limit: limit))
        }
        let screen = builder.build(format)
        let status = await screen.viewModel.present(intent, render: screen.view.render) {
            $0.exitStatus(worded: HistoryErrorMessages(mode: .commandLine))
        }
        // A check that finds damaged lines fails, as a linter does, so that scripts can tell.
        if case .checked(let check) = screen.viewModel.state.phase, !check.damagedLines.isEmpty { return .failure }
        return status
    }
}

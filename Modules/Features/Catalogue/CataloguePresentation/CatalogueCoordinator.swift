import CatalogueDomain
import Commands
import Common
import DependencyInjection
import DesignSystem
import FoundationEssentials
import Terminal

/// Runs the `catalogue` command (status, import, update and reset of the offline catalogue), and `similar`
/// through the similar-films coordinator.
@MainActor
public final class CatalogueCoordinator: FeatureCoordinator, CommandCoordinator {
    /// `catalogue` and its subcommands (`update`, `import`, `status`, `reset`), and `similar`.
    public static let commands = [CatalogueCommands.catalogue, SimilarFilmsCommands.similar]
    /// The names of `commands`, without building them.
    public static let commandNames = ["catalogue", "similar"]

    /// Runs a parsed command whose first path element is one of `commands`.
    public func run(_ command: ParsedCommand) async -> ExitStatus {
        await run(command, console: console, route: CatalogueCommands.route(for:), start: start)
    }

    func start(_ route: CatalogueRoute) async -> ExitStatus {
        let format: OutputFormat
        let intent: CatalogueIntent
        switch route {
        case .similar(let similar):
            let coordinator = SimilarFilmsCoordinator(container: container, console: console)
            addChild(coordinator)
            defer { removeChild(coordinator) }
            return await coordinator.start(similar)
        case .update(let options, let chosen): (format, intent) = (chosen, .update(options))
        case .importFiles(let paths, let options, let chosen): (format, intent) = (chosen, .importFiles(paths, options))
        case .status(let chosen): (format, intent) = (chosen, .status)
        case .reset(let keep, let chosen): (format, intent) = (chosen, .reset(keepingDownloads: keep))
        }
        let screen = CatalogueViewBuilder(container: container, console: console).build(format)
        return await screen.viewModel.present(intent, render: screen.view.render) {
            $0.exitStatus(worded: CatalogueErrorMessages(mode: .commandLine))
        }
    }
}

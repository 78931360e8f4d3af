import Commands
import Common
import DependencyInjection
import DesignSystem
import Foundation
import SearchDomain
import Terminal

/// Runs the `catalogue` command: status, import, update and reset of the offline catalogue.
@MainActor
public final class CatalogueCoordinator: CommandCoordinator {
    public static let commands = [CatalogueCommands.catalogue]

    public var children: [any Coordinator] = []
    private let container: Container
    private let console: Console

    public init(container: Container, console: Console) {
        self.container = container
        self.console = console
    }

    public func run(_ command: ParsedCommand) async -> ExitStatus {
        await run(command, console: console.writeError, route: CatalogueCommands.route(for:), start: start)
    }

    public func start(_ route: CatalogueRoute) async -> ExitStatus {
        let console = self.console
        let progress = CatalogueProgressView(
            isTerminal: isatty(STDERR_FILENO) == 1, width: console.width, painter: console.painter,
            write: { FileHandle.standardError.write(Data($0.utf8)) })
        let format: OutputFormat
        let intent: CatalogueIntent
        switch route {
        case .update(let options, let chosen): (format, intent) = (chosen, .update(options))
        case .importFiles(let paths, let options, let chosen): (format, intent) = (chosen, .importFiles(paths, options))
        case .status(let chosen): (format, intent) = (chosen, .status)
        case .reset(let keep, let chosen): (format, intent) = (chosen, .reset(keepingDownloads: keep))
        }
        let viewModel = CatalogueViewModel(maintenance: container.maintainCatalogue(), progress: progress.show)
        await viewModel.send(intent)
        progress.finish()
        CatalogueView(console: console, format: format).render(viewModel.state)
        if case .failed(_, let isUsage) = viewModel.state.phase { return isUsage ? .usage : .failure }
        return .success
    }
}

import CatalogueDomain
import Common
import DependencyInjection
import Foundation
import Terminal

/// Assembles the catalogue screen from the container: its progress on standard error, its outcome
/// on standard output.
@MainActor
struct CatalogueViewBuilder {
    let container: Container
    let console: Console

    func build(_ format: OutputFormat) -> CommandScreen<CatalogueViewModel, CatalogueView> {
        let progress = CatalogueProgressView(
            isTerminal: isatty(STDERR_FILENO) == 1, width: console.width, painter: console.painter,
            write: { FileHandle.standardError.write(Data($0.utf8)) })
        return CommandScreen(
            viewModel: CatalogueViewModel(maintenance: container.maintainCatalogue(), progress: progress.show),
            view: CatalogueView(console: console, format: format, progress: progress))
    }
}

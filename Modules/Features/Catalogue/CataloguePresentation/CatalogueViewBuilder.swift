import CatalogueDomain
import Common
import DependencyInjection
import FoundationEssentials
import Terminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Assembles the catalogue screen from the container: its progress on standard error, its outcome
/// on standard output.
@MainActor
struct CatalogueViewBuilder {
    let container: Container
    let console: Console

    func build(_ format: OutputFormat) -> CommandScreen<CatalogueViewModel, CatalogueView> {
        let progress = CatalogueProgressView(
            isTerminal: isatty(STDERR_FILENO) == 1, width: console.width, painter: console.painter,
            write: { [console] in console.writeProgress($0) })
        return CommandScreen(
            viewModel: CatalogueViewModel(maintenance: container.maintainCatalogue(), progress: progress.show),
            view: CatalogueView(console: console, format: format, progress: progress))
    }
}

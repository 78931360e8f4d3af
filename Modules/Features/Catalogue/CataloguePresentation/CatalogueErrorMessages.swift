import CatalogueDomain
import CatalogueDomainApi
import Common

/// How the catalogue's errors read: the one place their advice is worded, for the command line (options,
/// commands) or the interactive mode (started once, with its `--source`, and driven by keys): the maintenance
/// errors of the `catalogue` command, and a failed lookup of a film's or a person's page as `CatalogueError` words
/// it.
struct CatalogueErrorMessages: FailureWording {
    /// Its screens fail with the maintenance errors; `text(for: CatalogueError)` words the lookups of others.
    typealias Failure = CatalogueMaintenanceError

    let mode: PresentationMode

    /// Messages for `mode`.
    init(mode: PresentationMode) {
        self.mode = mode
    }

    /// A catalogue failure as one line, with the advice that fits `mode` (worded by `CatalogueError` itself).
    func text(for error: CatalogueError) -> String {
        mode == .commandLine ? error.commandLineAdvice : error.interactiveAdvice
    }

    /// A request the library refused as asked (no title type, no path): exit 2; work that failed: exit 1.
    func isRequestFault(_ error: CatalogueMaintenanceError) -> Bool {
        switch error {
        case .invalidRequest, .noTitleTypes: true
        case .failed, .importedCatalogueUnusable: false
        }
    }

    /// A failed import, update, reset or status (a command-line only feature).
    func text(for error: CatalogueMaintenanceError) -> String {
        switch error {
        case .noTitleTypes: "--types needs at least one title type, such as movie,tvMovie"
        case .importedCatalogueUnusable:
            "\(error); or go back to the embedded catalogue with `movieland catalogue reset`"
        case .invalidRequest, .failed: error.description
        }
    }
}

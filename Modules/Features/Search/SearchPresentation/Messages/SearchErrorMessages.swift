import CatalogueDomainApi
import Common

/// How the Search feature's errors read: a failed search as the catalogue words it (`CatalogueError`'s advice), for
/// the command line or the interactive mode.
struct SearchErrorMessages: FailureWording {
    let mode: PresentationMode

    /// A catalogue failure as one line, with the advice that fits `mode`.
    func text(for error: CatalogueError) -> String {
        mode == .commandLine ? error.commandLineAdvice : error.interactiveAdvice
    }

    /// A page the source never serves, or filters it cannot apply: the request was wrong (exit 2).
    func isRequestFault(_ error: CatalogueError) -> Bool { error.isUsageError }
}

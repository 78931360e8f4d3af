import CatalogueDomainApi
import CataloguePresentation
import Common

/// How the Search feature's errors read: a failed lookup as the catalogue words it, for the command line or the
/// interactive mode.
struct SearchErrorMessages: FailureWording {
    let mode: PresentationMode

    /// A catalogue failure as one line, with the advice that fits `mode`.
    func text(for error: CatalogueError) -> String {
        CatalogueErrorMessages(mode: mode).text(for: error)
    }

    /// A page the source never serves, or filters it cannot apply: the request was wrong (exit 2).
    func isRequestFault(_ error: CatalogueError) -> Bool { error.isUsageError }
}

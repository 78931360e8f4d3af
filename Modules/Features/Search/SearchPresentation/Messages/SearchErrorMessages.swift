import CatalogueDomainApi
import CataloguePresentation
import Common

/// How the Search feature's errors read: a failed lookup as the catalogue words it, and the choice a title with
/// several films asks for, for the command line or the interactive mode.
struct SearchErrorMessages: FailureWording {
    let mode: PresentationMode

    /// A catalogue failure as one line, with the advice that fits `mode`.
    func text(for error: CatalogueError) -> String {
        CatalogueErrorMessages(mode: mode).text(for: error)
    }

    /// A page the source never serves, or filters it cannot apply: the request was wrong (exit 2).
    func isRequestFault(_ error: CatalogueError) -> Bool { error.isUsageError }

    /// The line over the films a title names when it names more than one.
    func ambiguity(title: String, count: Int) -> String {
        "\(count) films are titled \"\(title)\"; "
            + (mode == .commandLine ? "choose one with --year or its id:" : "choose one:")
    }

}

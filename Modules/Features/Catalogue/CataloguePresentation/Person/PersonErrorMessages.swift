import CatalogueDomain
import CatalogueDomainApi
import Common
import PlainText

/// How the person view's failures read: no such person, a name several people share, or the catalogue's own
/// failure as `CatalogueErrorMessages` words it.
struct PersonErrorMessages: FailureWording {
    let mode: PresentationMode

    /// The failure's first line; the views list the candidates under it.
    func text(for error: PersonLookupError) -> String {
        switch error {
        case .notFound(let message): return message
        case .ambiguous(let name, let candidates):
            let people = candidates.totalCount
            let verb = candidates.exactCount > 1 ? "share the name" : "match"
            return "\(NumberText.grouped(people)) people \(verb) \"\(name)\"; "
                + (mode == .commandLine ? "choose one by id (movieland person <id>):" : "choose one:")
        case .catalogue(let failure): return CatalogueErrorMessages(mode: mode).text(for: failure)
        }
    }

    func isRequestFault(_ error: PersonLookupError) -> Bool {
        if case .catalogue(let failure) = error { return failure.isUsageError }
        return false
    }
}

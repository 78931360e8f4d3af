import CatalogueDomainApi
import Common
import SearchDomain

/// How the detail screen's failures read: no such film (with close matches), several films of the title, or the
/// catalogue's own failure as `SearchErrorMessages` words it.
struct MovieDetailErrorMessages: FailureWording {
    let mode: PresentationMode

    /// The failure's first line; the views list the suggestions or candidates under it.
    func text(for error: MovieDetailError) -> String {
        let messages = SearchErrorMessages(mode: mode)
        switch error {
        case .notFound(let message, _): return message
        case .ambiguous(let title, let candidates): return messages.ambiguity(title: title, count: candidates.count)
        case .catalogue(let failure): return messages.text(for: failure)
        }
    }
}

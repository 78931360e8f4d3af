import CatalogueDomain
import CatalogueDomainApi
import Common

/// How the detail screen's failures read: the film named not found (`FilmLookupError`, worded as in every command
/// that takes a film), or the catalogue's own failure as `CatalogueErrorMessages` words it.
struct MovieDetailErrorMessages: FailureWording {
    let mode: PresentationMode

    /// The failure's first line; the views list the closest films or the candidates under it.
    func text(for error: MovieDetailError) -> String {
        switch error {
        case .film(.lookupFailed(let failure)), .catalogue(let failure):
            CatalogueErrorMessages(mode: mode).text(for: failure)
        case .film(let failure): mode == .commandLine ? failure.description : failure.situation
        }
    }

    /// A name that is both an id and a title, or a request the source refused, is a usage error.
    func isRequestFault(_ error: MovieDetailError) -> Bool {
        switch error {
        case .film(let failure): failure.isUsageError
        case .catalogue(let failure): failure.isUsageError
        }
    }
}

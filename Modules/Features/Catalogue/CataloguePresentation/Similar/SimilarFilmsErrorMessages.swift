import CatalogueDomain
import Common

/// How `similar`'s errors read: a film not found in `FilmLookupError`'s words (its situation on a screen), a
/// catalogue that could not be asked in the catalogue's own.
struct SimilarFilmsErrorMessages: FailureWording {
    let mode: PresentationMode

    /// `error` as one line, with the advice that fits `mode`.
    func text(for error: SimilarFilmsError) -> String {
        switch (error, mode) {
        case (.film(let failure), .interactive): failure.situation
        default: error.description
        }
    }

    /// A name that is both an id and a title, or a request the source refused, was the wrong thing to ask for.
    func isRequestFault(_ error: SimilarFilmsError) -> Bool {
        if case .film(let failure) = error { return failure.isUsageError }
        return false
    }
}

import CatalogueDomainApi

/// Why the films like one could not be found: the situation and its facts, as data. `description` says what
/// happened; CataloguePresentation's `SimilarFilmsErrorMessages` adds the advice that fits where the person is.
public enum SimilarFilmsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The film the person named could not be found (`ResolveNamedFilm`): none, several, or an id and a title.
    case film(FilmLookupError)
    /// The catalogue could not be asked for the film's people or the films like it.
    case lookupFailed(CatalogueError)

    /// What happened: `FilmLookupError`'s own words for a film not found, else the catalogue's account of why.
    public var description: String {
        switch self {
        case .film(let error): error.description
        case .lookupFailed(let error): error.description
        }
    }

    /// The films to list under the message: those the person must choose among, or the closest to a film not
    /// found; else none.
    public var candidates: [FilmChoice] {
        if case .film(let error) = self { return error.choices }
        return []
    }
}

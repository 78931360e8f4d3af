import CatalogueDomainApi

/// Why a film could not be shown.
public enum MovieDetailError: Error, Equatable, Sendable {
    /// The film named could not be found (`ResolveNamedFilm`): none, several, or an id and a title.
    case film(FilmLookupError)
    /// The catalogue failed after the film was found.
    case catalogue(CatalogueError)
}

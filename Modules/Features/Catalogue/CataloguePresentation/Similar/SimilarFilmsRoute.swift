import CatalogueDomainApi
import Common

/// Where `similar` goes on the command line: the films like one. A tab opens the screen through
/// `PageRoute.similarFilms`.
public enum SimilarFilmsRoute: Route, Equatable {
    /// The `limit` films like the one `film` names.
    case films(like: FilmName, limit: Int, format: OutputFormat)
}

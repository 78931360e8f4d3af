import CatalogueDomainApi
import Common

/// Where the detail screen can go.
public enum MovieDetailRoute: Route, Equatable {
    /// The film named by id or title (and year), as `ResolveNamedFilm` finds it.
    case movie(FilmName, format: OutputFormat)
}

extension MovieDetailRoute {
    /// The interactive detail of the film with `id`, chosen from a list: an id, never a title.
    public static func film(id: String) -> MovieDetailRoute {
        .movie(FilmName(id, isID: true), format: .text)
    }
}

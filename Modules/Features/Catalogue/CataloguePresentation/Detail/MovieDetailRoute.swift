import CatalogueDomainApi
import Common

/// Where the detail screen can go on the command line (any tab opens a film's page with `PageRoute.film`).
enum MovieDetailRoute: Route, Equatable {
    /// The film named by id or title (and year), as `ResolveNamedFilm` finds it.
    case movie(FilmName, format: OutputFormat)
}

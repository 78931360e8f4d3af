import CatalogueDomainApi
import Common

/// Where the similar-films screen can go: the films like one, on the command line (`similar`) or opened from a
/// tab (the History tab's `s`).
public enum SimilarFilmsRoute: Route, Equatable {
    /// The `limit` films like the one `film` names.
    case films(like: FilmName, limit: Int, format: OutputFormat)
}

extension SimilarFilmsRoute {
    /// The interactive screen of the films like the one with `id`, chosen from a list: an id, never a title.
    public static func film(id: String) -> SimilarFilmsRoute {
        .films(like: FilmName(id, isID: true), limit: 20, format: .text)
    }
}

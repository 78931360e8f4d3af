/// A film as a list or history file names it: by its id, or by title (and year). What a person types is a
/// `FilmName`, resolved by `ResolveNamedFilm`.
public enum MovieReference: Sendable, Equatable {
    case id(MovieID)
    case title(String, year: Int?)
}

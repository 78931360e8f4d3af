/// A film that shares a title with another through the other titles films are known by (an original title, or
/// the titles of IMDb's title.akas when the import read them): the title of one is among the other titles of
/// the other. Solyaris (1972), known as Solaris, and Solaris (2002); Spoorloos (1988), known as The Vanishing,
/// and The Vanishing (1993).
public struct SharedTitleFilm: Sendable, Equatable {
    /// The other film.
    public let movie: Movie
    /// Whether the film asked about is the one known by `movie`'s title (its other titles hold it); else
    /// `movie` is known by the asked film's title.
    public let askedFilmHasIt: Bool

    /// `movie`, sharing a title with the film asked about as `askedFilmHasIt` says.
    public init(movie: Movie, askedFilmHasIt: Bool) {
        self.movie = movie
        self.askedFilmHasIt = askedFilmHasIt
    }
}

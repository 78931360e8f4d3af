import CatalogueDomainApi

/// What `similar` found: the film asked about, the films like it, and whether people were used.
public struct SimilarFilms: Sendable, Equatable {
    /// The film asked about, as "Title (Year)".
    public let film: String
    /// The films like it, most alike first.
    public let films: [SimilarFilm]
    /// Whether the catalogue in use knows people; without them only genres, era and ratings count.
    public let usedPeople: Bool

    /// The answer for `film`.
    public init(film: String, films: [SimilarFilm], usedPeople: Bool) {
        self.film = film
        self.films = films
        self.usedPeople = usedPeople
    }
}

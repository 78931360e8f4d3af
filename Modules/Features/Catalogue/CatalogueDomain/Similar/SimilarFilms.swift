import CatalogueDomainApi

/// What `similar` found: the film asked about, the films like it, whether people were used, and which of them
/// you have seen or rated.
public struct SimilarFilms: Sendable, Equatable {
    /// The film asked about, as "Title (Year)".
    public let film: String
    /// The films like it, most alike first.
    public let films: [SimilarFilm]
    /// Whether the catalogue in use knows people; without them only genres, era and ratings count.
    public let usedPeople: Bool
    /// The marks of the films you have seen or rated, by id.
    public let marks: [String: SeenMark]

    /// The answer for `film`, with the `marks` of the films you have seen or rated.
    public init(film: String, films: [SimilarFilm], usedPeople: Bool, marks: [String: SeenMark] = [:]) {
        self.film = film
        self.films = films
        self.usedPeople = usedPeople
        self.marks = marks
    }
}

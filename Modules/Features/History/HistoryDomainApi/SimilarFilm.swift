/// A film like another, with why in words: "same director: Michael Mann; 2 shared cast".
public struct SimilarFilm: Sendable, Equatable {
    /// The film's id in the catalogue in use.
    public let movieID: String
    /// Its title and year.
    public let title: String
    /// Its year of release.
    public let year: Int?
    /// The crowd's rating out of ten and how many voted, when the catalogue says.
    public let rating: Double?
    /// How many people rated it.
    public let votes: Int?
    /// How alike: shared people weigh most (directors, then writers and the top of the cast), then genres, era
    /// and the crowd's rating.
    public let score: Double
    /// Why, in words, most telling first.
    public let reasons: [String]

    /// A similar film; see the properties.
    public init(
        movieID: String, title: String, year: Int?, rating: Double?, votes: Int?, score: Double, reasons: [String]
    ) {
        self.movieID = movieID
        self.title = title
        self.year = year
        self.rating = rating
        self.votes = votes
        self.score = score
        self.reasons = reasons
    }
}

/// A film you have not seen or rated, and the films of yours it follows from.
public struct Recommendation: Sendable, Equatable {
    /// The film and its score, summed over the films of yours it is like.
    public let film: SimilarFilm
    /// Your films it follows from, as "Title (Year)", the strongest first.
    public let because: [String]

    /// `film`, recommended because of `because`.
    public init(film: SimilarFilm, because: [String]) {
        self.film = film
        self.because = because
    }
}

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

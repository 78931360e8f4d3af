import CatalogueDomainApi

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

import CatalogueDomainApi

/// `similar`: the films like one.
public protocol FindSimilarFilmsUseCase: Sendable {
    /// The `limit` films most like the one `film` names.
    func execute(_ film: FilmName, limit: Int) async throws(SimilarFilmsError) -> SimilarFilms
}

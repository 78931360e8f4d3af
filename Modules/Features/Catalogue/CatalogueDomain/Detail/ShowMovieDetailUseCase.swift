import CatalogueDomainApi

/// Shows one film in full.
public protocol ShowMovieDetailUseCase: Sendable {
    func execute(_ film: FilmName) async throws(MovieDetailError) -> MovieDetail
}

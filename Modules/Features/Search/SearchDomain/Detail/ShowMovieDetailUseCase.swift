import CatalogueDomainApi

/// Shows one film in full.
public protocol ShowMovieDetailUseCase: Sendable {
    func execute(_ reference: MovieReference) async throws(MovieDetailError) -> MovieDetail
}

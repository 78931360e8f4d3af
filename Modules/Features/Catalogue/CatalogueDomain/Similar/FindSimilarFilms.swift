import CatalogueDomainApi
import DependencyInjection
import HistoryDomainApi

/// `similar`: the films like one.
public protocol FindSimilarFilmsUseCase: Sendable {
    /// The `limit` films most like the one `film` names.
    func execute(_ film: FilmName, limit: Int) async throws(HistoryError) -> SimilarFilms
}

/// The films like the one a person names, found offline (`SimilarFinder`).
public struct FindSimilarFilms: FindSimilarFilmsUseCase {
    private let resolve: ResolveNamedFilm
    private let similar: SimilarFinder

    init(catalogue: any MovieCatalogue, titles: any TitleMatching) {
        resolve = ResolveNamedFilm(catalogue: catalogue, titles: titles)
        similar = SimilarFinder(catalogue: catalogue)
    }

    /// The use case wired to the container's catalogue.
    public static func make(_ container: Container) -> FindSimilarFilms {
        FindSimilarFilms(catalogue: container.movieCatalogue(), titles: container.titleMatching())
    }

    /// The `limit` films most like the one `name` names.
    public func execute(_ name: FilmName, limit: Int) async throws(HistoryError) -> SimilarFilms {
        let film = try await resolve.film(name)
        let found = try await similar.films(like: film, limit: limit)
        return SimilarFilms(film: film.name, films: found.films, usedPeople: found.usedPeople)
    }
}

import CatalogueDomainApi
import DependencyInjection

/// The films like the one a person names, found offline (`SimilarFinder`).
public struct FindSimilarFilms: FindSimilarFilmsUseCase {
    private let resolve: ResolveNamedFilm
    private let similar: any SimilarFilmFinding

    init(catalogue: any MovieCatalogue, titles: any TitleMatching, similar: any SimilarFilmFinding) {
        resolve = ResolveNamedFilm(catalogue: catalogue, titles: titles)
        self.similar = similar
    }

    /// The use case wired to the container's catalogue and finder.
    public static func make(_ container: Container) -> FindSimilarFilms {
        FindSimilarFilms(
            catalogue: container.movieCatalogue(), titles: container.titleMatching(),
            similar: container.similarFilmFinding())
    }

    /// The `limit` films most like the one `name` names.
    public func execute(_ name: FilmName, limit: Int) async throws(SimilarFilmsError) -> SimilarFilms {
        let film: Movie
        do {
            film = try await resolve(name)
        } catch {
            throw .film(error)
        }
        do {
            let found = try await similar.films(like: film, limit: limit, excluding: [])
            return SimilarFilms(film: film.name, films: found.films, usedPeople: found.usedPeople)
        } catch {
            throw .lookupFailed(error)
        }
    }
}

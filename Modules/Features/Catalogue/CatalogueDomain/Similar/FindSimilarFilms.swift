import CatalogueDomainApi
import DependencyInjection
import HistoryDomainApi

/// The films like the one a person names, found offline (`SimilarFinder`), with those you have seen or rated
/// marked (asked of the History feature through its DomainApi).
public struct FindSimilarFilms: FindSimilarFilmsUseCase {
    private let resolve: ResolveNamedFilm
    private let similar: any SimilarFilmFinding
    private let history: (any HistoryQuerying)?

    init(
        catalogue: any MovieCatalogue, titles: any TitleMatching, similar: any SimilarFilmFinding,
        history: (any HistoryQuerying)? = nil
    ) {
        resolve = ResolveNamedFilm(catalogue: catalogue, titles: titles)
        self.similar = similar
        self.history = history
    }

    /// The use case wired to the container's catalogue, finder and history.
    public static func make(_ container: Container) -> FindSimilarFilms {
        FindSimilarFilms(
            catalogue: container.movieCatalogue(), titles: container.titleMatching(),
            similar: container.similarFilmFinding(), history: container.historyQuerying())
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
            let marks = await history?.seenMarks(of: found.films.map(\.movieID)) ?? [:]
            return SimilarFilms(film: film.name, films: found.films, usedPeople: found.usedPeople, marks: marks)
        } catch {
            throw .lookupFailed(error)
        }
    }
}

import CatalogueDomainApi
import DependencyInjection
import HistoryDomainApi

/// `similar`: the films like one.
public protocol FindSimilarFilmsUseCase: Sendable {
    /// The `limit` films most like the one `text` (and `year`) names.
    func execute(_ text: String, year: Int?, limit: Int) async throws(HistoryError) -> SimilarFilms
}

/// The films like the one a person names, found offline (`SimilarFinder`).
public struct FindSimilarFilms: FindSimilarFilmsUseCase {
    private let finder: FilmFinder
    private let similar: SimilarFinder

    init(catalogue: any MovieCatalogue, titles: (any TitleMatching)? = nil) {
        finder = FilmFinder(catalogue: catalogue, titles: titles)
        similar = SimilarFinder(catalogue: catalogue)
    }

    /// The use case wired to the container's catalogue.
    public static func make(_ container: Container) -> FindSimilarFilms {
        FindSimilarFilms(catalogue: container.movieCatalogue(), titles: container.titleMatching())
    }

    /// The `limit` films most like the one `text` (and `year`) names.
    public func execute(_ text: String, year: Int?, limit: Int) async throws(HistoryError) -> SimilarFilms {
        let film = try await finder.film(text, year: year)
        let found = try await similar.films(like: film, limit: limit)
        return SimilarFilms(film: film.name, films: found.films, usedPeople: found.usedPeople)
    }
}

import CatalogueDomainApi
import CatalogueEngine

extension OfflineMovieRepository {
    /// Read from the films' search words, where an IMDb import keeps the other titles (title.akas) and original
    /// titles; the embedded catalogue has neither, and so shares none.
    func filmsSharingATitle(with id: MovieID) async throws(CatalogueError) -> [SharedTitleFilm] {
        guard let number = catalogue.metadata.number(inID: id.rawValue), let index = catalogue.index(ofID: number)
        else { return [] }
        return CatalogueSearchEngine(catalogue: catalogue).filmsSharingATitle(withFilmAt: index).map {
            SharedTitleFilm(movie: movie(catalogue.record($0.index)), askedFilmHasIt: $0.askedFilmHasIt)
        }
    }
}

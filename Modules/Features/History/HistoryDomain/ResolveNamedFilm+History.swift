import CatalogueDomainApi
import HistoryDomainApi

extension ResolveNamedFilm {
    /// The film `name` names, its failure as the History feature's.
    func film(_ name: FilmName) async throws(HistoryError) -> Movie {
        do {
            return try await self(name)
        } catch {
            throw .film(error)
        }
    }
}

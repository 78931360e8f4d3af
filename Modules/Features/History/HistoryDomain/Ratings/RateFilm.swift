import CatalogueDomainApi
import DependencyInjection
import HistoryDomainApi

/// Rates the film a person names (by id or title and year), on the scale they chose, as of today.
public struct RateFilm: RateFilmUseCase {
    private let history: NamedFilmHistory

    init(_ history: NamedFilmHistory) {
        self.history = history
    }

    /// The use case wired to the container's history, catalogue and clock.
    public static func make(_ container: Container) -> RateFilm {
        RateFilm(NamedFilmHistory(container))
    }

    /// Rates (or clears the rating of) the film `film` names, as of today.
    public func execute(_ film: FilmName, _ change: RatingChange) async throws(HistoryError) -> RatingOutcome {
        let movie = try await history.resolve.film(film)
        let (day, repository) = (history.today(), history.repository)
        return try await repository.modify { (record: inout HistoryRecord) throws(HistoryError) -> RatingOutcome in
            let index = record.ratings.firstIndex { $0.movieID == movie.id.rawValue }
            switch change {
            case .clear:
                guard let index else { throw .notRated(title: movie.name) }
                return .cleared(record.ratings.remove(at: index))
            case .set(let rating):
                let rated = PersonalRating(
                    movieID: movie.id.rawValue, title: movie.title, year: movie.year, rating: rating, ratedOn: day)
                guard let index else {
                    record.ratings.append(rated)
                    return .rated(rated, previous: nil)
                }
                let previous = record.ratings[index].rating
                record.ratings[index] = rated
                return .rated(rated, previous: previous)
            }
        }
    }
}

import CatalogueDomainApi
import DependencyInjection
import HistoryDomainApi

/// What `rate` asks: a rating on either scale, or none.
public enum RatingChange: Sendable, Equatable {
    case set(FilmRating)
    case clear
}

/// What `rate` did.
public enum RatingOutcome: Sendable, Equatable {
    /// The film now has this rating; `previous` is the one it replaced.
    case rated(PersonalRating, previous: FilmRating?)
    /// The film's rating was removed.
    case cleared(PersonalRating)
}

/// Rates a film, or clears its rating.
public protocol RateFilmUseCase: Sendable {
    /// Rates (or clears the rating of) the film `film` names, as of today.
    func execute(_ film: FilmName, _ change: RatingChange) async throws(HistoryError) -> RatingOutcome
}

/// Rates the film a person names (by id or title and year), on the scale they chose, as of today.
public struct RateFilm: RateFilmUseCase {
    private let repository: any HistoryRepository
    private let resolve: ResolveNamedFilm
    private let today: @Sendable () -> DiaryDate

    init(
        repository: any HistoryRepository, catalogue: any MovieCatalogue, titles: any TitleMatching,
        today: @escaping @Sendable () -> DiaryDate
    ) {
        self.repository = repository
        resolve = ResolveNamedFilm(catalogue: catalogue, titles: titles)
        self.today = today
    }

    /// The use case wired to the container's history, catalogue and clock.
    public static func make(_ container: Container) -> RateFilm {
        RateFilm(
            repository: container.historyRepository(), catalogue: container.movieCatalogue(),
            titles: container.titleMatching(), today: container.historyToday())
    }

    /// Rates (or clears the rating of) the film `film` names, as of today.
    public func execute(_ film: FilmName, _ change: RatingChange) async throws(HistoryError) -> RatingOutcome {
        let movie = try await resolve.film(film)
        let day = today()
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

extension Movie {
    /// "The Matrix (1999)", for messages.
    var name: String { year.map { "\(title) (\($0))" } ?? title }
}

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

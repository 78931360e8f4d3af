import CatalogueDomainApi
import DependencyInjection
import HistoryDomainApi

/// Logs that a film was seen: on the day given (today by default), with the rating and tags given. A viewing
/// of a film the diary already has on an earlier day is a rewatch. A rating given with the viewing becomes the
/// film's rating, unless the film was rated on a later day.
public struct AddViewing: AddViewingUseCase {
    private let history: NamedFilmHistory

    init(_ history: NamedFilmHistory) {
        self.history = history
    }

    /// The use case wired to the container's history, catalogue and clock.
    public static func make(_ container: Container) -> AddViewing {
        AddViewing(NamedFilmHistory(container))
    }

    /// Logs the viewing `request` describes and returns it.
    public func execute(_ request: ViewingRequest) async throws(HistoryError) -> Viewing {
        let today = history.today()
        let date = request.date ?? today
        // Films were first shown in 1874 (Janssen's Passage de Vénus); nobody has seen one tomorrow.
        guard date.year >= DiaryDate.firstFilmYear, date <= today else {
            throw .dayOutOfRange(date, today: today)
        }
        let movie = try await history.resolve.film(request.film)
        // A festival may show a film the year before its release; no earlier.
        if let year = movie.year, date.year < year - 1 {
            throw .dayBeforeFilm(date, title: movie.title, year: year)
        }
        return try await history.repository.modify { (record: inout HistoryRecord) throws(HistoryError) -> Viewing in
            let id = movie.id.rawValue
            let viewing = Viewing(
                id: "v\(record.nextViewingNumber)", movieID: id, title: movie.title, year: movie.year, date: date,
                rating: request.rating, isRewatch: request.isRewatch, tags: request.tags)
            record.nextViewingNumber += 1
            record.viewings.append(viewing)
            RewatchOrder.follow(id, in: &record)
            if let rating = request.rating { Self.rate(movie, rating, on: date, in: &record) }
            return record.viewings.last ?? viewing
        }
    }

    private static func rate(_ movie: Movie, _ rating: FilmRating, on date: DiaryDate, in record: inout HistoryRecord) {
        let rated = PersonalRating(
            movieID: movie.id.rawValue, title: movie.title, year: movie.year, rating: rating, ratedOn: date)
        guard let index = record.ratings.firstIndex(where: { $0.movieID == rated.movieID }) else {
            return record.ratings.append(rated)
        }
        if record.ratings[index].ratedOn <= date { record.ratings[index] = rated }
    }
}

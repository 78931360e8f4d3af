import CatalogueDomainApi
import DependencyInjection
import HistoryDomainApi

/// What `diary add` asks for.
public struct ViewingRequest: Sendable, Equatable {
    /// The film, by id or title (and year).
    public var film: FilmName
    /// The day it was seen; today when nil.
    public var date: DiaryDate?
    /// The rating, on the scale it was given on.
    public var rating: FilmRating?
    /// Whether they had seen it before.
    public var isRewatch = false
    /// Their tags, in order.
    public var tags: [String] = []

    /// A viewing of `film`, today, unrated, untagged.
    public init(film: FilmName) {
        self.film = film
    }
}

/// Logs a viewing in the diary.
public protocol AddViewingUseCase: Sendable {
    func execute(_ request: ViewingRequest) async throws(HistoryError) -> Viewing
}

/// Logs that a film was seen: on the day given (today by default), with the rating and tags given. A viewing
/// of a film the diary already has on an earlier day is a rewatch. A rating given with the viewing becomes the
/// film's rating, unless the film was rated on a later day.
public struct AddViewing: AddViewingUseCase {
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
    public static func make(_ container: Container) -> AddViewing {
        AddViewing(
            repository: container.historyRepository(), catalogue: container.movieCatalogue(),
            titles: container.titleMatching(), today: container.historyToday())
    }

    /// Logs the viewing `request` describes and returns it.
    public func execute(_ request: ViewingRequest) async throws(HistoryError) -> Viewing {
        let today = today()
        let date = request.date ?? today
        // Films were first shown in 1874 (Janssen's Passage de Vénus); nobody has seen one tomorrow.
        guard date.year >= DiaryDate.firstFilmYear, date <= today else {
            throw .dayOutOfRange(date, today: today)
        }
        let movie = try await resolve.film(request.film)
        // A festival may show a film the year before its release; no earlier.
        if let year = movie.year, date.year < year - 1 {
            throw .dayBeforeFilm(date, title: movie.title, year: year)
        }
        return try await repository.modify { (record: inout HistoryRecord) throws(HistoryError) -> Viewing in
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

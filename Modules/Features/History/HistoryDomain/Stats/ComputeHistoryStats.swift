import CatalogueDomainApi
import DependencyInjection
import HistoryDomainApi

/// Counts the diary and the ratings, and asks the catalogue in use about each film: its year, genres and crowd
/// rating, and with the IMDb import its directors and top-billed cast. A film the catalogue does not have (a
/// history kept with another catalogue) counts in the diary's figures only.
public struct ComputeHistoryStats: ComputeHistoryStatsUseCase {
    private let repository: any HistoryRepository
    private let catalogue: any MovieCatalogue

    /// How many of each list are shown.
    static let listLength = 5
    /// The cast counted: the top of the billing, the parts people remember.
    static let billedCast = 5

    init(repository: any HistoryRepository, catalogue: any MovieCatalogue) {
        self.repository = repository
        self.catalogue = catalogue
    }

    /// The use case wired to the container's history and catalogue.
    public static func make(_ container: Container) -> ComputeHistoryStats {
        ComputeHistoryStats(repository: container.historyRepository(), catalogue: container.movieCatalogue())
    }

    /// The figures of `year`, or of the whole history.
    public func execute(year: Int?) async throws(HistoryError) -> HistoryStats {
        let record = try await repository.record()
        let viewings = record.viewings.filter { year == nil || $0.date.year == year }
        let seen = Set(viewings.map(\.movieID))
        let ratings = record.ratings.filter { year == nil || $0.ratedOn.year == year || seen.contains($0.movieID) }
        let films = try await figures(of: seen.union(ratings.map(\.movieID)))
        let seenFilms = seen.sorted().compactMap { films[$0] }
        let people = try await people(in: seenFilms.map(\.id))
        let crowd = Self.crowd(ratings, films: films)
        let kept = Self.kept(record.unplaced, year: year)
        var stats = HistoryStats(
            year: year, viewings: viewings.count + kept.viewings.count, films: seen.count + kept.films,
            rewatches: viewings.filter(\.isRewatch).count + kept.viewings.filter(\.isRewatch).count,
            perPeriod: Self.perPeriod(viewings.map(\.date) + kept.viewings.compactMap(\.date), year: year),
            ratingSpread: zip(Self.spread(ratings.map(\.rating)), Self.spread(kept.ratings)).map { $0 + $1 },
            crowdDifference: crowd.difference, crowdFilms: crowd.films, disagreements: crowd.disagreements,
            decades: Self.counted(seenFilms.compactMap { $0.year.map { "\($0 / 10 * 10)s" } }, limit: nil)
                .sorted { $0.label < $1.label },
            genres: Self.counted(seenFilms.flatMap(\.genres), limit: 10),
            directors: people.directors.map(Self.count), actors: people.actors.map(Self.count),
            knowsPeople: people.knowsPeople)
        stats.outside = HistoryStats.Outside(
            viewings: kept.viewings.count, films: kept.films, ratings: kept.ratings.count)
        return stats
    }

    /// The kept rows' share of `year` (or of the whole history): the days films outside the catalogue were
    /// seen, how many films those are (by title and year), and their ratings (one per film, the last given).
    private static func kept(
        _ rows: [HistoryFileRow], year: Int?
    ) -> (viewings: [HistoryFileRow], films: Int, ratings: [FilmRating]) {
        let inYear = { (row: HistoryFileRow) in year == nil || row.date?.year == year }
        // A day that is wrong (no day, or one still to come) counts nowhere; the row's other values do.
        let films = rows.filter { $0.isFilm && $0.value(wrongIn: .line) == nil }
        let viewings = films.filter {
            $0.kind != .rating && $0.date != nil && $0.value(wrongIn: .date) == nil && inYear($0)
        }
        let key = { (row: HistoryFileRow) in "\(row.title.lowercased())\u{1F}\(row.year ?? 0)" }
        var ratings: [String: FilmRating] = [:]
        for row in films where row.rating != nil && inYear(row) { ratings[key(row)] = row.rating }
        return (viewings, Set(viewings.map(key)).count, ratings.keys.sorted().compactMap { ratings[$0] })
    }

    /// The catalogue's figures for each film it has, by the history's id.
    private func figures(of ids: Set<String>) async throws(HistoryError) -> [String: FilmFigures] {
        let movieIDs = ids.sorted().compactMap { catalogue.movieID(from: $0) }
        do {
            let figures = try await catalogue.figures(of: movieIDs)
            return Dictionary(figures.map { ($0.id.rawValue, $0) }, uniquingKeysWith: { first, _ in first })
        } catch {
            throw .lookupFailed(error.description)
        }
    }

    /// The directors and top-billed cast seen most; from the films' own directors when the catalogue credits
    /// no one (the embedded catalogue names directors, not people).
    private func people(in films: [MovieID]) async throws(HistoryError) -> CreditTally {
        do {
            let tally = try await catalogue.mostCredited(
                in: films, billedCast: Self.billedCast, limit: Self.listLength)
            guard !tally.knowsPeople else { return tally }
            var directors: [String] = []
            for film in films { directors += Set(try await catalogue.movie(id: film).directors) }
            let counted = Self.counted(directors, limit: Self.listLength)
            return CreditTally(
                directors: counted.map { CreditTally.Entry(name: $0.label, films: $0.count) }, actors: [],
                knowsPeople: !counted.isEmpty)
        } catch {
            throw .lookupFailed(error.description)
        }
    }

    /// Viewings (by their days) per month of `year` (all twelve), or per year.
    private static func perPeriod(_ days: [DiaryDate], year: Int?) -> [HistoryStats.Count] {
        guard let year else {
            return counted(days.map { String($0.year) }, limit: nil).sorted { $0.label < $1.label }
        }
        return (1...12).map { month in
            let label = "\(year)-" + (month < 10 ? "0" : "") + String(month)
            return HistoryStats.Count(label, days.filter { $0.month == month }.count)
        }
    }

    private static func spread(_ ratings: [FilmRating]) -> [Int] {
        (1...10).map { value in ratings.filter { $0.outOfTen == value }.count }
    }

    private static func crowd(
        _ ratings: [PersonalRating], films: [String: FilmFigures]
    ) -> (difference: Double?, films: Int, disagreements: [HistoryStats.Disagreement]) {
        let compared = ratings.compactMap { rating -> HistoryStats.Disagreement? in
            guard let crowd = films[rating.movieID]?.rating else { return nil }
            let year = rating.year.map { " (\($0))" } ?? ""
            return HistoryStats.Disagreement(film: rating.title + year, yours: rating.rating, crowd: crowd)
        }
        guard !compared.isEmpty else { return (nil, 0, []) }
        let mean = compared.map(\.difference).reduce(0, +) / Double(compared.count)
        let furthest = compared.sorted {
            abs($0.difference) > abs($1.difference) || (abs($0.difference) == abs($1.difference) && $0.film < $1.film)
        }
        return (mean, compared.count, Array(furthest.prefix(listLength)))
    }

    private static func count(_ entry: CreditTally.Entry) -> HistoryStats.Count {
        HistoryStats.Count(entry.name, entry.films)
    }

    /// How often each label occurs, most first (ties by label), the first `limit` when given.
    static func counted(_ labels: [String], limit: Int?) -> [HistoryStats.Count] {
        var counts: [String: Int] = [:]
        for label in labels { counts[label, default: 0] += 1 }
        let sorted = counts.map { HistoryStats.Count($0.key, $0.value) }.sorted {
            ($0.count, $1.label) > ($1.count, $0.label)
        }
        return limit.map { Array(sorted.prefix($0)) } ?? sorted
    }
}

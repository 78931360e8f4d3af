import CatalogueDomainApi
import DomainFakes
import Testing

@testable import HistoryDomain
@testable import HistoryDomainApi

/// `stats` counts what the diary and the ratings hold, and what the catalogue says of each film.
@Suite struct ComputeHistoryStatsTests {
    private static let films = FilmsWithPeople.films
    private static let catalogue = FilmsWithPeople.catalogue

    private static func viewing(_ id: String, _ number: Int, _ date: String, rewatch: Bool = false) -> Viewing {
        let film = FilmsWithPeople.film(id)
        return Viewing(
            id: "v\(number)", movieID: id, title: film.title, year: film.year, date: DiaryDate(date)!, rating: nil,
            isRewatch: rewatch, tags: [])
    }

    private static func rating(_ id: String, _ rating: FilmRating, _ date: String) -> PersonalRating {
        let film = FilmsWithPeople.film(id)
        return PersonalRating(
            movieID: id, title: film.title, year: film.year, rating: rating, ratedOn: DiaryDate(date)!)
    }

    private static let record = HistoryRecord(
        ratings: [rating("1", .points(10), "2025-02-01"), rating("7", .halfStars(5), "2024-06-01")],
        viewings: [
            viewing("1", 1, "2025-02-01"), viewing("1", 2, "2025-03-10", rewatch: true), viewing("2", 3, "2025-03-11"),
            viewing("7", 4, "2024-06-01"),
        ])

    @Test func aYearsFiguresCountItsViewingsByMonthAndItsFilms() async throws {
        let stats = try await ComputeHistoryStats(repository: InMemoryHistory(Self.record), catalogue: Self.catalogue)
            .execute(year: 2025)
        #expect(stats.viewings == 3 && stats.films == 2 && stats.rewatches == 1)
        #expect(
            stats.perPeriod.count == 12 && stats.perPeriod[1] == .init("2025-02", 1)
                && stats.perPeriod[2] == .init("2025-03", 2))
        #expect(stats.ratingSpread == [0, 0, 0, 0, 0, 0, 0, 0, 0, 1])
        #expect(stats.genres == [.init("Crime", 2), .init("Drama", 1)])
        #expect(stats.decades == [.init("1990s", 1), .init("2000s", 1)])
        #expect(stats.directors == [.init("Michael Mann", 2)] && stats.knowsPeople)
        #expect(stats.actors == [.init("Al Pacino", 1), .init("Tom Cruise", 1)], "only the top of the billing")
    }

    @Test func theCrowdIsIMDbsRatingAgainstYoursOutOfTen() async throws {
        let stats = try await ComputeHistoryStats(repository: InMemoryHistory(Self.record), catalogue: Self.catalogue)
            .execute(year: nil)
        #expect(stats.crowdFilms == 2)
        // Heat: 10 - 8.3 = 1.7; Alien: 2.5 stars = 5 - 8.5 = -3.5; the mean is -0.9.
        #expect(abs((stats.crowdDifference ?? 0) + 0.9) < 0.001)
        #expect(stats.disagreements.map(\.film) == ["Alien (1979)", "Heat (1995)"])
        #expect(stats.perPeriod == [.init("2024", 1), .init("2025", 3)])
    }

    @Test func aCatalogueWithoutPeopleSaysSoAndFilmsItLacksCountInTheDiaryOnly() async throws {
        var record = Self.record
        record.viewings.append(
            Viewing(
                id: "v9", movieID: "99", title: "Elsewhere", year: 2020, date: DiaryDate("2025-05-05")!, rating: nil,
                isRewatch: false, tags: []))
        let stats = try await ComputeHistoryStats(
            repository: InMemoryHistory(record), catalogue: FakeMovieCatalogue(Self.films)
        ).execute(year: 2025)
        #expect(!stats.knowsPeople && stats.directors.isEmpty && stats.viewings == 4 && stats.films == 3)
        #expect(stats.genres == [.init("Crime", 2), .init("Drama", 1)])
    }

    @Test func aCatalogueThatNamesOnlyDirectorsCountsThemAndNoActors() async throws {
        let films = Self.films.map { film in
            Movie(
                id: film.id, title: film.title, year: film.year, rating: film.rating, genres: film.genres,
                directors: film.id.rawValue == "7" ? ["Ridley Scott"] : ["Michael Mann"])
        }
        let stats = try await ComputeHistoryStats(
            repository: InMemoryHistory(Self.record), catalogue: FakeMovieCatalogue(films)
        ).execute(year: nil)
        #expect(stats.directors == [.init("Michael Mann", 2), .init("Ridley Scott", 1)])
        #expect(stats.actors.isEmpty && stats.knowsPeople)
    }
}

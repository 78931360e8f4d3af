import CatalogueDomainApi
import DomainFakes
import Testing

@testable import HistoryDomain
@testable import HistoryDomainApi

/// Rating films and keeping the diary, on a fixed catalogue and a history in memory.
@Suite struct HistoryUseCaseTests {
    private static let matrix = Movie(id: MovieID("1"), title: "The Matrix", year: 1999)
    private static let catalogue = FakeMovieCatalogue([
        matrix,
        Movie(id: MovieID("2"), title: "Solaris", year: 1972),
        Movie(id: MovieID("3"), title: "Solaris", year: 2002),
    ])

    private static func day(_ text: String) -> DiaryDate {
        DiaryDate(text) ?? DiaryDate(year: 2000, month: 1, day: 1)!
    }

    private static let today = day("2026-11-27")

    private static func named(_ history: InMemoryHistory) -> NamedFilmHistory {
        NamedFilmHistory(repository: history, catalogue: catalogue, titles: FoldingTitleMatching(), today: { today })
    }

    private static func rate(_ history: InMemoryHistory) -> RateFilm { RateFilm(named(history)) }

    private static func add(_ history: InMemoryHistory) -> AddViewing { AddViewing(named(history)) }

    @Test func aRatingIsSetReplacedWithItsPreviousSaidAndCleared() async throws {
        let history = InMemoryHistory()
        let first = try await Self.rate(history).execute(FilmName("the matrix"), .set(.points(9)))
        guard case .rated(let rated, previous: nil) = first else { Issue.record("\(first)"); return }
        #expect(rated.rating == .points(9) && rated.ratedOn == Self.today && rated.movieID == "1")

        let second = try await Self.rate(history).execute(FilmName("1"), .set(.halfStars(7)))
        #expect(
            second
                == .rated(
                    PersonalRating(
                        movieID: "1", title: "The Matrix", year: 1999, rating: .halfStars(7), ratedOn: Self.today),
                    previous: .points(9)))
        #expect(await history.stored.ratings.count == 1)

        let cleared = try await Self.rate(history).execute(FilmName("the matrix", year: 1999), .clear)
        guard case .cleared(let film) = cleared else { Issue.record("\(cleared)"); return }
        #expect(film.rating == .halfStars(7))
        await #expect(throws: HistoryError.notRated(title: "The Matrix (1999)")) {
            try await Self.rate(history).execute(FilmName("the matrix"), .clear)
        }
    }

    @Test func anAmbiguousTitleListsItsFilmsAndChangesNothing() async {
        let history = InMemoryHistory()
        await #expect(
            throws: HistoryError.film(
                .severalFilms(
                    FilmName("solaris"),
                    candidates: [
                        FilmChoice(movieID: "2", title: "Solaris", year: 1972),
                        FilmChoice(movieID: "3", title: "Solaris", year: 2002),
                    ], everyWord: false))
        ) {
            try await Self.rate(history).execute(FilmName("solaris"), .set(.points(8)))
        }
        #expect(await history.stored == HistoryRecord())
        await #expect(throws: HistoryError.film(.noFilm(FilmName("stalker"), closest: []))) {
            try await Self.add(history).execute(ViewingRequest(film: FilmName("stalker")))
        }
    }

    @Test func viewingsAreLoggedWithStableIdsAndALaterOneIsARewatch() async throws {
        let history = InMemoryHistory()
        var request = ViewingRequest(film: FilmName("the matrix"))
        request.date = Self.day("2025-02-14")
        request.tags = ["valentine"]
        let first = try await Self.add(history).execute(request)
        #expect(
            first.id == "v1" && first.date == Self.day("2025-02-14") && !first.isRewatch && first.tags == ["valentine"])
        let second = try await Self.add(history).execute(ViewingRequest(film: FilmName("the matrix")))
        #expect(second.id == "v2" && second.date == Self.today && second.isRewatch)
    }

    @Test func aViewingsRatingBecomesTheFilmsUnlessItWasRatedLater() async throws {
        let history = InMemoryHistory()
        _ = try await Self.rate(history).execute(FilmName("the matrix"), .set(.points(6)))
        var older = ViewingRequest(film: FilmName("the matrix"))
        older.date = Self.day("2020-01-01")
        older.rating = .points(10)
        _ = try await Self.add(history).execute(older)
        #expect(await history.stored.rating(of: "1")?.rating == .points(6), "rated today, after that viewing")

        var newer = ViewingRequest(film: FilmName("solaris", year: 1972))
        newer.rating = .halfStars(9)
        _ = try await Self.add(history).execute(newer)
        #expect(await history.stored.rating(of: "2")?.rating == .halfStars(9))
    }

    @Test func theDiaryListsNewestFirstAndByYear() async throws {
        let history = InMemoryHistory()
        let viewings: [(String, Int?, String)] = [
            ("the matrix", nil, "2024-05-01"), ("solaris", 2002, "2025-03-01"), ("the matrix", nil, "2025-03-01"),
        ]
        for (film, year, date) in viewings {
            var request = ViewingRequest(film: FilmName(film, year: year))
            request.date = Self.day(date)
            _ = try await Self.add(history).execute(request)
        }
        let all = try await ListDiary(repository: history).execute(year: nil)
        #expect(all.viewings.map(\.id) == ["v3", "v2", "v1"], "by day, and on one day the last logged first")
        #expect(try await ListDiary(repository: history).execute(year: 2024).viewings.map(\.id) == ["v1"])
    }

    @Test func removingNeedsTheDayWhenAFilmWasSeenOnSeveral() async throws {
        let history = InMemoryHistory()
        for date in ["2025-01-01", "2025-06-01"] {
            var request = ViewingRequest(film: FilmName("the matrix"))
            request.date = Self.day(date)
            _ = try await Self.add(history).execute(request)
        }
        let remove = RemoveViewing(repository: history, catalogue: Self.catalogue, titles: FoldingTitleMatching())
        await #expect(
            throws: HistoryError.severalViewings(
                title: "The Matrix (1999)", dates: [Self.day("2025-01-01"), Self.day("2025-06-01")], ids: ["v1", "v2"])
        ) {
            try await remove.execute(FilmName("the matrix"), date: nil)
        }
        #expect(try await remove.execute(FilmName("the matrix"), date: Self.day("2025-06-01")).id == "v2")
        #expect(try await remove.execute(FilmName("v1"), date: nil).date == Self.day("2025-01-01"))
        await #expect(throws: HistoryError.noViewing(title: "The Matrix (1999)", on: nil)) {
            try await remove.execute(FilmName("the matrix"), date: nil)
        }
        #expect(await history.stored.nextViewingNumber == 3, "ids are never reused")
        await #expect(throws: HistoryError.noViewingWithID("v99"), "an id no viewing has is never a title") {
            try await remove.execute(FilmName("v99"), date: nil)
        }
    }

    @Test func rewatchFlagsFollowTheDiarysOrderAndWhatThePersonSaidStays() async throws {
        let history = InMemoryHistory()
        let remove = RemoveViewing(repository: history, catalogue: Self.catalogue, titles: FoldingTitleMatching())
        var march = ViewingRequest(film: FilmName("the matrix"))
        march.date = Self.day("2025-03-01")
        _ = try await Self.add(history).execute(march)
        var january = march
        january.date = Self.day("2025-01-01")
        _ = try await Self.add(history).execute(january)
        let rewatch = { (id: String) async in await history.stored.viewings.first { $0.id == id }?.isRewatch }
        #expect(await rewatch("v1") == true, "an earlier viewing was added: the March one is a rewatch now")
        #expect(await rewatch("v2") == false)
        _ = try await remove.execute(FilmName("v2"), date: nil)
        #expect(await rewatch("v1") == false, "the earlier viewing was removed: the March one is the first")

        var said = march
        said.date = Self.day("2025-04-01")
        said.isRewatch = true
        _ = try await Self.add(history).execute(said)
        _ = try await remove.execute(FilmName("v1"), date: nil)
        #expect(await rewatch("v3") == true, "the person said it was a rewatch")
    }
}

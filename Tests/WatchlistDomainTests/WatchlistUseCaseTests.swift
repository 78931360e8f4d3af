import CatalogueDomainApi
import DomainFakes
import Foundation
import Testing
import WatchlistDomainApi

@testable import WatchlistDomain

/// A tiny catalogue: three films, two of them remakes with the same title.
private let tinyCatalogue = FakeMovieCatalogue([
    Movie(id: MovieID("1"), title: "Alien", year: 1979),
    Movie(id: MovieID("2"), title: "Hamlet", year: 1948),
    Movie(id: MovieID("3"), title: "Hamlet", year: 1996),
])

@Suite struct WatchlistUseCaseTests {
    private let repository = InMemoryWatchlist()
    private var add: AddToWatchlist {
        AddToWatchlist(
            repository: repository, catalogue: tinyCatalogue, titles: FoldingTitleMatching(),
            now: { Date(timeIntervalSince1970: 0) })
    }
    private var remove: RemoveFromWatchlist {
        RemoveFromWatchlist(repository: repository, catalogue: tinyCatalogue, titles: FoldingTitleMatching())
    }

    @Test func addsByTitleOrIdOnce() async throws {
        let first = try await add.execute(FilmName("alien"))
        guard case .added(let entry) = first else {
            Issue.record("expected an addition")
            return
        }
        #expect(
            entry == WatchlistEntry(movieID: "1", title: "Alien", year: 1979, addedAt: Date(timeIntervalSince1970: 0)))
        #expect(try await add.execute(FilmName("1")) == .alreadyListed(entry))
        #expect(try await ListWatchlist(repository: repository).execute() == [entry])
        #expect(try await WatchlistMembership(repository: repository).contains(movieID: "1"))
    }

    @Test func toggleAddsThenRemovesTheSameFilm() async throws {
        let membership = WatchlistMembership(repository: repository, now: { Date(timeIntervalSince1970: 5) })
        let film = FilmChoice(movieID: "3", title: "Hamlet", year: 1996)
        let entry = WatchlistEntry(movieID: "3", title: "Hamlet", year: 1996, addedAt: Date(timeIntervalSince1970: 5))
        #expect(try await membership.toggle(film) == .added(entry))
        #expect(try await membership.contains(movieID: "3"))
        #expect(try await membership.toggle(film) == .removed(entry))
        #expect(try await repository.entries().isEmpty)
    }

    @Test func ambiguousTitleListsTheCandidates() async throws {
        let hamlets = [
            FilmChoice(movieID: "2", title: "Hamlet", year: 1948),
            FilmChoice(movieID: "3", title: "Hamlet", year: 1996),
        ]
        await #expect(
            throws: WatchlistError.film(.severalFilms(FilmName("hamlet"), candidates: hamlets, everyWord: false))
        ) { try await add.execute(FilmName("hamlet")) }
        guard case .added(let entry) = try await add.execute(FilmName("hamlet", year: 1996)) else {
            Issue.record("expected an addition")
            return
        }
        #expect(entry.movieID == "3")
    }

    @Test func unknownFilmIsReportedWithWhatWasTyped() async throws {
        await #expect(throws: WatchlistError.film(.noFilm(FilmName("Alein"), closest: []))) {
            try await add.execute(FilmName("Alein"))
        }
    }

    @Test func removesByTitleIgnoringCaseAndArticle() async throws {
        _ = try await add.execute(FilmName("alien"))
        let removed = try await remove.execute(FilmName("THE ALIEN"))
        #expect(removed.movieID == "1")
        #expect(try await ListWatchlist(repository: repository).execute().isEmpty)
        await #expect(throws: WatchlistError.notListed("alien")) {
            try await remove.execute(FilmName("alien"))
        }
    }

    @Test func removesAListedFilmTheCatalogueFindsByAnotherName() async throws {
        let title = "Dr. Strangelove or: How I Learned to Stop Worrying and Love the Bomb"
        await repository.append(WatchlistEntry(movieID: "5", title: title, year: 1964, addedAt: Date()))
        let remove = RemoveFromWatchlist(
            repository: repository, catalogue: FakeMovieCatalogue([Movie(id: MovieID("5"), title: title, year: 1964)]),
            titles: FoldingTitleMatching())
        #expect(try await remove.execute(FilmName("dr strangelove")).movieID == "5", "every word of its title")
        #expect(try await repository.entries().isEmpty)
    }

    @Test func anIdAndATitleOfTwoListedFilmsAreAmbiguousUnlessIdOrYearSaysWhich() async throws {
        let listed = [
            WatchlistEntry(movieID: "1941", title: "Sterrenjacht", year: 1963, addedAt: Date()),
            WatchlistEntry(movieID: "10", title: "1941", year: 1979, addedAt: Date()),
        ]
        let found = { (film: FilmName) throws(WatchlistError) -> String? in
            try RemoveFromWatchlist.entry(named: film, in: listed, titles: FoldingTitleMatching())?.movieID
        }
        #expect(throws: WatchlistError.self) { try found(FilmName("1941")) }
        #expect(try found(FilmName("1941", isID: true)) == "1941")
        #expect(try found(FilmName("1941", year: 1979)) == "10")
    }
}

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
        AddToWatchlist(repository: repository, catalogue: tinyCatalogue, now: { Date(timeIntervalSince1970: 0) })
    }

    @Test func addsByTitleOrIdOnce() async throws {
        let first = try await add.execute("alien", year: nil)
        guard case .added(let entry) = first else {
            Issue.record("expected an addition")
            return
        }
        #expect(
            entry == WatchlistEntry(movieID: "1", title: "Alien", year: 1979, addedAt: Date(timeIntervalSince1970: 0)))
        #expect(try await add.execute("1", year: nil) == .alreadyListed(entry))
        #expect(try await ListWatchlist(repository: repository).execute() == [entry])
        #expect(try await WatchlistMembership(repository: repository).contains(movieID: "1"))
    }

    @Test func toggleAddsThenRemovesTheSameFilm() async throws {
        let membership = WatchlistMembership(repository: repository, now: { Date(timeIntervalSince1970: 5) })
        let film = FilmSummary(movieID: "3", title: "Hamlet", year: 1996)
        let entry = WatchlistEntry(movieID: "3", title: "Hamlet", year: 1996, addedAt: Date(timeIntervalSince1970: 5))
        #expect(try await membership.toggle(film) == .added(entry))
        #expect(try await membership.contains(movieID: "3"))
        #expect(try await membership.toggle(film) == .removed(entry))
        #expect(try await repository.entries().isEmpty)
    }

    @Test func ambiguousTitleListsTheCandidates() async throws {
        await #expect(
            throws: WatchlistError.ambiguousTitle(
                "hamlet", year: nil,
                candidates: [
                    FilmSummary(movieID: "2", title: "Hamlet", year: 1948),
                    FilmSummary(movieID: "3", title: "Hamlet", year: 1996),
                ])
        ) { try await add.execute("hamlet", year: nil) }
        guard case .added(let entry) = try await add.execute("hamlet", year: 1996) else {
            Issue.record("expected an addition")
            return
        }
        #expect(entry.movieID == "3")
    }

    @Test func unknownFilmIsReportedWithWhatWasTyped() async throws {
        await #expect(throws: WatchlistError.noFilmTitled("Alein", year: nil)) {
            try await add.execute("Alein", year: nil)
        }
    }

    @Test func removesByTitleIgnoringCaseAndArticle() async throws {
        _ = try await add.execute("alien", year: nil)
        let removed = try await RemoveFromWatchlist(repository: repository, titles: FoldingTitleMatching()).execute(
            "THE ALIEN", year: nil)
        #expect(removed.movieID == "1")
        #expect(try await ListWatchlist(repository: repository).execute().isEmpty)
        await #expect(throws: WatchlistError.self) {
            try await RemoveFromWatchlist(repository: repository, titles: FoldingTitleMatching()).execute(
                "alien", year: nil)
        }
    }
}

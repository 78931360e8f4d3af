import CatalogueDomainApi
import Common
import DesignSystem
import DomainFakes
import Foundation
import Testing
import WatchlistDomainApi

@testable import WatchlistDomain
@testable import WatchlistPresentation

private func entry(_ id: String, _ title: String, _ year: Int) -> WatchlistEntry {
    WatchlistEntry(movieID: id, title: title, year: year, addedAt: Date(timeIntervalSince1970: 1_700_000_000))
}

private struct ClosedDetail: ScreenResult {
    let message: String
}

@MainActor
@Suite struct WatchlistTerminalScreenTests {
    private let repository = InMemoryWatchlist([entry("32710", "The Matrix", 1999), entry("1652", "Alien", 1979)])

    private var screen: WatchlistTerminalScreen {
        WatchlistTerminalScreen(
            viewModel: WatchlistViewModel(
                add: AddToWatchlist(
                    repository: repository, catalogue: FakeMovieCatalogue(readsNumericIDs: false),
                    titles: FoldingTitleMatching()),
                remove: RemoveFromWatchlist(
                    repository: repository, catalogue: FakeMovieCatalogue(), titles: FoldingTitleMatching()),
                list: ListWatchlist(repository: repository)))
    }

    private func lines(_ screen: WatchlistTerminalScreen) -> [String] {
        screen.draw(in: ScreenSize(width: 60, height: 10), painter: .plain).lines
    }

    @Test func theListIsReadEachTimeTheTabShows() async {
        let screen = self.screen
        screen.appear()
        await screen.waitForWork()
        #expect(lines(screen)[0] == "2 films on your watchlist")
        await repository.append(entry("46269", "The Shawshank Redemption", 1994))  // added from another tab
        screen.appear()
        await screen.waitForWork()
        #expect(lines(screen)[0] == "3 films on your watchlist")
    }

    @Test func wRemovesTheSelectedFilmAndEnterOpensIt() async throws {
        let screen = self.screen
        screen.appear()
        await screen.waitForWork()
        _ = await screen.handle(.down)
        _ = await screen.handle(.character("w"))
        #expect(screen.notice == "Removed Alien (1979) from your watchlist.")
        #expect(try await repository.entries().map(\.movieID) == ["32710"])
        #expect(lines(screen).contains { $0.hasPrefix("› 1  The Matrix") })
        guard case .open(let route as PageRoute) = await screen.handle(.enter),
            route == .film(id: "32710")
        else {
            Issue.record("Enter opens the selected film's detail")
            return
        }
        screen.receive(ClosedDetail(message: "Removed The Matrix (1999) from your watchlist."))
        #expect(screen.notice == "Removed The Matrix (1999) from your watchlist.")
    }

    @Test func anEmptyWatchlistSaysHowToFillIt() async throws {
        let screen = self.screen
        let remove = RemoveFromWatchlist(
            repository: repository, catalogue: FakeMovieCatalogue(), titles: FoldingTitleMatching())
        _ = try await remove.execute(FilmName("32710"))
        _ = try await remove.execute(FilmName("1652", isID: true))
        screen.appear()
        await screen.waitForWork()
        #expect(lines(screen)[0] == "Your watchlist is empty.")
        #expect(lines(screen)[2].contains("press w"))
        _ = await screen.handle(.character("w"))  // nothing selected: nothing happens
        #expect(screen.notice == nil)
    }
}

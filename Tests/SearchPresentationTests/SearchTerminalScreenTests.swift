import CatalogueDomainApi
import DesignSystem
import DomainFakes
import Foundation
import SearchDomain
import Testing
import WatchlistDomainApi

@testable import Common
@testable import SearchPresentation

private let alien = Movie(id: MovieID("1066"), title: "Alien", year: 1979, rating: 8.3, votes: 72_000)
private let aliens = Movie(id: MovieID("1067"), title: "Aliens", year: 1986, rating: 8.3, votes: 63_961)
private let airplane = Movie(id: MovieID("210"), title: "Airplane!", year: 1980, rating: 7.8, votes: 40_000)

/// Searches a fixed list by prefix, recording every query; a query can be held until released.
private final class ScriptedSearch: SearchMoviesUseCase, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []
    private var finished: [String] = []
    private var held: [String: CheckedContinuation<Void, Never>] = [:]
    private let holding: Set<String>

    init(holding: Set<String> = []) {
        self.holding = holding
    }

    var queries: [String] { lock.withLock { recorded } }
    var answered: [String] { lock.withLock { finished } }

    func execute(_ query: SearchQuery) async throws(CatalogueError) -> SearchResultPage {
        lock.withLock { recorded.append(query.text) }
        if holding.contains(query.text) {
            await withCheckedContinuation { continuation in lock.withLock { held[query.text] = continuation } }
        }
        let movies = [alien, aliens, airplane].filter { $0.title.lowercased().hasPrefix(query.text.lowercased()) }
        lock.withLock { finished.append(query.text) }
        return SearchResultPage(movies: movies, totalCount: movies.count, page: 1, limit: query.limit)
    }

    /// Lets a held query answer (once it has started).
    func release(_ text: String) async {
        while lock.withLock({ held[text] }) == nil { await Task.yield() }
        lock.withLock { held.removeValue(forKey: text) }?.resume()
    }
}

private func isIgnored(_ action: ScreenAction) -> Bool {
    if case .ignored = action { return true }
    return false
}

@MainActor
@Suite struct SearchTerminalScreenTests {
    private func type(_ text: String, into screen: SearchTerminalScreen) async {
        for character in text { _ = await screen.handle(.character(character)) }
    }

    private func text(of screen: any TerminalScreen, width: Int = 60, height: Int = 20) -> String {
        screen.draw(in: ScreenSize(width: width, height: height), painter: .plain).lines.joined(separator: "\n")
    }

    @Test func fastTypingRunsOneSearchForWhatWasTyped() async {
        let search = ScriptedSearch()
        let screen = SearchTerminalScreen(
            viewModel: SearchViewModel(searchMovies: search), debounce: .milliseconds(50))
        var redraws = 0
        screen.onChange = { redraws += 1 }
        await type("alien", into: screen)
        await screen.waitForSearch()
        #expect(search.queries == ["alien"])
        #expect(redraws == 1)
        let drawn = text(of: screen)
        #expect(drawn.contains("Search: alien"))
        #expect(drawn.contains("2 films match \"alien\""))
        #expect(drawn.contains("1066  Alien"))
        #expect(screen.draw(in: ScreenSize(width: 60, height: 20), painter: .plain).cursor?.column == 13)
    }

    @Test func aLateAnswerNeverReplacesANewerOne() async throws {
        let search = ScriptedSearch(holding: ["a"])
        let screen = SearchTerminalScreen(
            viewModel: SearchViewModel(searchMovies: search), debounce: .zero)
        await type("a", into: screen)
        while search.queries.isEmpty { await Task.yield() }  // "a" is running, held
        let late = try #require(screen.pendingSearch)
        await type("ir", into: screen)
        await screen.waitForSearch()
        #expect(text(of: screen).contains("1 film matches \"air\""))
        await search.release("a")
        // Once the search for "a" has ended, its answer has done all it could: no number of yields to guess.
        await late.value
        #expect(search.answered.contains("a"))
        #expect(screen.viewModel.state.query?.text == "air")
        #expect(text(of: screen).contains("Airplane!"))
        #expect(!text(of: screen).contains("Aliens"))
    }

    @Test func emptyingTheFieldClearsTheResults() async {
        let screen = SearchTerminalScreen(
            viewModel: SearchViewModel(searchMovies: ScriptedSearch()), debounce: .zero)
        await type("al", into: screen)
        await screen.waitForSearch()
        _ = await screen.handle(.backspace)
        _ = await screen.handle(.backspace)
        await screen.waitForSearch()
        #expect(screen.viewModel.state.phase == .idle)
        #expect(!text(of: screen).contains("Alien"))
        // Backspace on an empty field is not the screen's: the host may go back.
        #expect(isIgnored(await screen.handle(.backspace)))
    }

    @Test func theListOpensTheSelectedFilmAndGivesBackTheField() async throws {
        let screen = SearchTerminalScreen(
            viewModel: SearchViewModel(searchMovies: ScriptedSearch()), debounce: .zero)
        await type("al", into: screen)
        await screen.waitForSearch()
        #expect(screen.capturesText)
        _ = await screen.handle(.down)
        #expect(!screen.capturesText)
        #expect(text(of: screen).contains("› 1066  Alien"))
        _ = await screen.handle(.down)
        let action = await screen.handle(.enter)
        guard case .open(let route as PageRoute) = action, route == .film(id: "1067") else {
            Issue.record("expected the detail route, got \(action)")
            return
        }
        #expect(isIgnored(await screen.handle(.character("q"))))  // the host's to quit
        _ = await screen.handle(.character("/"))
        #expect(screen.capturesText)
    }

    @Test func wOnAResultAddsItToTheWatchlistOrRemovesIt() async {
        let watchlist = ToggleWatchlist(watchlist: FakeWatchlist())
        let screen = SearchTerminalScreen(
            viewModel: SearchViewModel(searchMovies: ScriptedSearch(), toggleWatchlist: watchlist),
            debounce: .zero)
        await type("alien", into: screen)  // in the field, w is typed
        await screen.waitForSearch()
        #expect(screen.notice == nil)
        _ = await screen.handle(.down)
        _ = await screen.handle(.down)
        _ = await screen.handle(.character("w"))
        #expect(screen.notice == "Added Aliens (1986) to your watchlist.")
        #expect(text(of: screen).contains("› 1067  Aliens"))
        _ = await screen.handle(.character("w"))
        #expect(screen.notice == "Removed Aliens (1986) from your watchlist.")
        _ = await screen.handle(.up)
        #expect(screen.notice == nil)  // a notice lasts until the next key
    }

}

import CatalogueDomain
import CatalogueDomainApi
import ConsoleRecorder
import DesignSystem
import DomainFakes
import Foundation
import Testing
import WatchlistDomainApi

@testable import CataloguePresentation
@testable import Common

private let alien = Movie(id: MovieID("1066"), title: "Alien", year: 1979, rating: 8.3, votes: 72_000)

/// Shows the fixed film, marked as `watchlist` has it.
private struct StubDetail: ShowMovieDetailUseCase {
    let watchlist: FakeWatchlist

    func execute(_ film: FilmName) async throws(MovieDetailError) -> MovieDetail {
        guard film.isID, film.text == alien.id.rawValue else {
            throw .film(.unknownID(film.text, account: "no film has the id \(film.text)"))
        }
        let listed = (try? await watchlist.contains(movieID: alien.id.rawValue)) ?? false
        return MovieDetail(movie: alien, isOnWatchlist: listed)
    }
}

@MainActor
@Suite struct MovieDetailTerminalScreenTests {
    private func text(of screen: any TerminalScreen, width: Int = 60, height: Int = 20) -> String {
        screen.draw(in: ScreenSize(width: width, height: height), painter: .plain).lines.joined(separator: "\n")
    }

    @Test func theDetailTogglesTheWatchlistAndHandsTheChangeBack() async {
        let watchlist = FakeWatchlist()
        let recorder = RecordedConsole(width: 80)
        let screen = MovieDetailTerminalScreen(
            viewModel: MovieDetailViewModel(
                movieDetail: StubDetail(watchlist: watchlist), toggleWatchlist: ToggleWatchlist(watchlist: watchlist)),
            view: MovieDetailView(console: recorder.console, format: .text),
            reference: FilmName(alien.id.rawValue, isID: true))
        screen.appear()
        await screen.waitForLoad()
        #expect(screen.title == "Alien (1979)")
        #expect(text(of: screen).contains("not on your watchlist (press w to add it)"))
        _ = await screen.handle(.character("w"))
        #expect(screen.notice == "Added Alien (1979) to your watchlist.")
        #expect(
            text(of: screen).contains("Watchlist:     on your watchlist"), "the fields keep their column without colour"
        )
        guard case .close(let result as MovieDetailResult) = await screen.handle(.escape) else {
            Issue.record("closing after a change hands the change back")
            return
        }
        #expect(
            result
                == MovieDetailResult(
                    movieID: "1066", isOnWatchlist: true, message: "Added Alien (1979) to your watchlist."))
        // Added then removed again: nothing changed, nothing to hand back.
        _ = await screen.handle(.character("w"))
        guard case .close(nil) = await screen.handle(.backspace) else {
            Issue.record("no change, no result")
            return
        }
    }

    @Test func outsideTextReachesTheScreenWithoutItsEscapes() async {
        struct EvilDetail: ShowMovieDetailUseCase, ToggleWatchlistUseCase {
            let evil = Movie(id: MovieID("6"), title: "Evil\u{1B}[2J\u{1B}]0;pwned\u{07}", year: 2020)
            func execute(_ film: FilmName) async throws(MovieDetailError) -> MovieDetail {
                throw .film(.noFilm(FilmName("x"), closest: [FilmChoice(evil)]))
            }
            func execute(_ movie: Movie) async -> WatchlistToggle { WatchlistToggle(isListed: true, notice: "") }
        }
        let recorder = RecordedConsole(width: 80)
        let screen = MovieDetailTerminalScreen(
            viewModel: MovieDetailViewModel(
                movieDetail: EvilDetail(), toggleWatchlist: EvilDetail()),
            view: MovieDetailView(console: recorder.console, format: .text),
            reference: FilmName("6", isID: true))
        screen.appear()
        await screen.waitForLoad()
        let drawn = text(of: screen)
        #expect(drawn.contains("  Evil (2020)"))
        #expect(!drawn.contains("\u{1B}"))
        #expect(!drawn.contains("\u{07}"))
    }

    @Test func mSelectsAFilmOfMoreLikeThisAndEnterOpensItsPage() async {
        struct SeenDetail: ShowMovieDetailUseCase, ToggleWatchlistUseCase {
            func execute(_ film: FilmName) async throws(MovieDetailError) -> MovieDetail {
                MovieDetailViewTests.seenDetail
            }
            func execute(_ movie: Movie) async -> WatchlistToggle { WatchlistToggle(isListed: true, notice: "") }
        }
        let recorder = RecordedConsole(width: 80)
        let screen = MovieDetailTerminalScreen(
            viewModel: MovieDetailViewModel(movieDetail: SeenDetail(), toggleWatchlist: SeenDetail()),
            view: MovieDetailView(console: recorder.console, format: .text), reference: FilmName("1066", isID: true))
        screen.appear()
        await screen.waitForLoad()
        #expect(screen.keyHints.contains(KeyHint("m", "more like this")))
        guard case .ignored = await screen.handle(.enter) else {
            Issue.record("Enter opens nothing before m selects a film")
            return
        }
        #expect(!text(of: screen, width: 80, height: 12).contains("›"))
        _ = await screen.handle(.character("m"))
        var drawn = text(of: screen, width: 80, height: 12)
        #expect(drawn.contains("More like this") && drawn.contains("› 1  1067  Aliens"), "\(drawn)")
        _ = await screen.handle(.character("m"))
        drawn = text(of: screen, width: 80, height: 12)
        #expect(drawn.contains("› 2  2001  The Thing") && drawn.contains("✓"), "\(drawn)")
        guard case .open(let route as PageRoute) = await screen.handle(.enter) else {
            Issue.record("Enter opens the selected film's page")
            return
        }
        #expect(route == .film(id: "2001"))
        _ = await screen.handle(.character("m"))
        #expect(text(of: screen, width: 80, height: 12).contains("› 1  1067  Aliens"), "m goes round")
    }
}

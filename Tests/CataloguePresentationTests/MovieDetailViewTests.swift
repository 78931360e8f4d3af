import CatalogueDomain
import CatalogueDomainApi
import ConsoleRecorder
import DesignSystem
import Foundation
import Testing

@testable import CataloguePresentation
@testable import Common
@testable import Terminal

private let alien = Movie(
    id: MovieID("1066"), title: "Alien", year: 1979, runtimeMinutes: 117, budget: 11_000_000, rating: 8.3,
    votes: 72_000,
    certification: "R", genres: ["Action"], ratingDistribution: [4.5, 4.5, 4.5, 4.5, 4.5, 4.5, 14.5, 24.5, 24.5, 24.5])

@MainActor
@Suite struct MovieDetailViewTests {
    @Test func detailRendersEveryFieldAndTheHistogram() {
        let recorder = RecordedConsole(width: 40)
        let state = MovieDetailViewState(phase: .loaded(MovieDetail(movie: alien, isOnWatchlist: true)))
        MovieDetailView(console: recorder.console, format: .text).render(state)
        #expect(
            recorder.output == """
                Alien (1979)
                ────────────
                ID:            1066
                Year:          1979
                Runtime:       117 min
                Budget:        $11,000,000
                Rating:        ★★★★☆ 8.3 (72,000 votes)
                Certification: R
                Genres:        Action
                Watchlist:     on your watchlist

                Votes by rating
                ───────────────
                10 ███████▋                        24.5%
                 9 ███████▋                        24.5%
                 8 ███████▋                        24.5%
                 7 ████▌                           14.5%
                 6 █▍                               4.5%
                 5 █▍                               4.5%
                 4 █▍                               4.5%
                 3 █▍                               4.5%
                 2 █▍                               4.5%
                 1 █▍                               4.5%

                """)
    }

    @Test func outsideTextCannotReachTheTerminalRaw() {
        let recorder = RecordedConsole(width: 80)
        let evil = Movie(
            id: MovieID("tt1"), title: "Evil\u{1B}]0;pwned\u{07}\u{1B}[2J Film", year: 2020, plot: "Plot\u{1B}[31m red")
        MovieDetailView(console: recorder.console, format: .text).render(
            MovieDetailViewState(phase: .loaded(MovieDetail(movie: evil, isOnWatchlist: false))))
        #expect(!recorder.output.contains("\u{1B}"))
        #expect(recorder.output.hasPrefix("Evil Film (2020)\n"))
        #expect(recorder.output.contains("Plot red"))
    }

    @Test func ambiguousTitleListsCandidatesOnStandardError() {
        let recorder = RecordedConsole(width: 80)
        let remake = Movie(id: MovieID("2001"), title: "Alien", year: 2030)
        let candidates = [FilmChoice(alien), FilmChoice(remake)]
        let state = MovieDetailViewState(
            phase: .failed(.film(.severalFilms(FilmName("Alien"), candidates: candidates, everyWord: false))))
        MovieDetailView(console: recorder.console, format: .text).render(state)
        #expect(recorder.output.isEmpty)
        #expect(
            recorder.errors
                == "movieland: 2 films are titled \"Alien\"; add --year, or name one by its id with --id\n"
                + "  1066   Alien (1979)\n  2001   Alien (2030)\n"
        )
    }
}

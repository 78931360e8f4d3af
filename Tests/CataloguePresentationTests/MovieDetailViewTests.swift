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

    /// Alien, seen three times and rated 8, with two films like it, the second seen once.
    nonisolated static let seenDetail = MovieDetail(
        movie: Movie(id: MovieID("1066"), title: "Alien", year: 1979), isOnWatchlist: false, yourRating: "8/10",
        seenOn: ["2020-01-01", "2022-05-05", "2025-10-31"],
        moreLikeThis: [
            SimilarFilm(
                movieID: "1067", title: "Aliens", year: 1986, rating: 8.4, votes: 60_000, score: 9,
                reasons: ["same series as Alien (1979)"]),
            SimilarFilm(
                movieID: "2001", title: "The Thing", year: 1982, rating: 8.1, votes: 40_000, score: 3,
                reasons: ["same genres: Horror"]),
        ],
        marks: ["2001": SeenMark(seenOn: ["2025-01-03"], yourRating: nil)])

    @Test func thePageSaysHowOftenYouSawItAndListsMoreLikeThisWithTheFilmsYouSawMarked() {
        let recorder = RecordedConsole(width: 80)
        MovieDetailView(console: recorder.console, format: .text).render(
            MovieDetailViewState(phase: .loaded(Self.seenDetail)))
        #expect(
            recorder.output.contains(
                "Your rating:   8/10\nSeen:          3 times: 2020-01-01, 2022-05-05, 2025-10-31\n"))
        #expect(
            recorder.output.hasSuffix(
                """

                More like this
                ──────────────
                #    ID  Title      Year  Rating  Seen  Why
                ─  ────  ─────────  ────  ──────  ────  ───────────────────────────
                1  1067  Aliens     1986     8.4        same series as Alien (1979)
                2  2001  The Thing  1982     8.1  ✓     same genres: Horror
                \(SeenMarks.legend)

                """))
    }

    @Test func theJSONAddsWhetherYouSawItHowOftenAndMoreLikeThisKeepingItsKeys() throws {
        let recorder = RecordedConsole(width: 70)
        MovieDetailView(console: recorder.console, format: .json).render(
            MovieDetailViewState(phase: .loaded(Self.seenDetail)))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(recorder.output.utf8)) as? [String: Any])
        #expect(object["yourRating"] as? String == "8/10" && (object["seenOn"] as? [String])?.count == 3)
        #expect(object["seen"] as? Bool == true && object["timesSeen"] as? Int == 3)
        let alike = try #require(object["moreLikeThis"] as? [[String: Any]])
        #expect(alike.map { $0["id"] as? String } == ["1067", "2001"])
        #expect(alike.map { $0["seen"] as? Bool } == [false, true])
        #expect(alike[0]["reasons"] as? [String] == ["same series as Alien (1979)"])
        #expect((object["movie"] as? [String: Any])?["title"] as? String == "Alien")
    }

    @Test func aFilmNeitherSeenNorRatedWithNothingLikeItHasNoSectionAndSaysItWasNotSeen() throws {
        let text = RecordedConsole(width: 70)
        let plain = MovieDetailViewState(phase: .loaded(MovieDetail(movie: alien, isOnWatchlist: true)))
        MovieDetailView(console: text.console, format: .text).render(plain)
        #expect(!text.output.contains("More like this") && !text.output.contains("Seen"))
        let json = RecordedConsole(width: 70)
        MovieDetailView(console: json.console, format: .json).render(plain)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect(object["seen"] as? Bool == false && object["timesSeen"] as? Int == 0)
        #expect((object["moreLikeThis"] as? [Any])?.isEmpty == true)
    }
}

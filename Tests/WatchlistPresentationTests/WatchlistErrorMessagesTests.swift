import CatalogueDomainApi
import Testing
import WatchlistDomainApi

@testable import WatchlistPresentation

/// The watchlist's errors are data; these are the words they get on the command line and on screen.
@Suite struct WatchlistErrorMessagesTests {
    private let commandLine = WatchlistErrorMessages(mode: .commandLine)
    private let interactive = WatchlistErrorMessages(mode: .interactive)
    private let hamlets = [
        FilmChoice(movieID: "2", title: "Hamlet", year: 1948), FilmChoice(movieID: "3", title: "Hamlet", year: 1996),
    ]

    @Test func theCommandLineNamesTheOptionOrCommandThatHelps() {
        #expect(
            commandLine.text(for: .film(.severalFilms(FilmName("hamlet"), candidates: hamlets, everyWord: false)))
                == "2 films are titled \"hamlet\"; add --year, or name one by its id with --id")
        #expect(
            commandLine.text(for: .ambiguousEntry("hamlet", candidates: hamlets))
                == "2 films on your watchlist match \"hamlet\"; add --year, or name one by its id with --id")
        #expect(
            commandLine.text(for: .film(.noFilm(FilmName("Alien", year: 1980), closest: [])))
                == "no film is titled \"Alien\" (1980), and none has every word of it; find it with "
                + "`movieland search Alien`")
        #expect(
            commandLine.text(for: .notListed("matrix"))
                == "\"matrix\" is not on your watchlist; see it with `movieland watchlist list`")
    }

    @Test func aNameThatIsAnIdAndATitleIsAUsageError() {
        let both = WatchlistError.film(
            .idOrTitle("1941", byID: FilmChoice(movieID: "1941", title: "Sterrenjacht", year: 1963), titled: []))
        #expect(commandLine.isRequestFault(both))
        #expect(!commandLine.isRequestFault(.notListed("1941")))
    }

    @Test func theInteractiveModeNeverAdvisesAnOption() {
        let errors: [WatchlistError] = [
            .film(.severalFilms(FilmName("hamlet"), candidates: hamlets, everyWord: false)),
            .ambiguousEntry("hamlet", candidates: hamlets), .film(.noFilm(FilmName("Alein"), closest: [])),
            .notListed("matrix"), .film(.unknownID("9", account: "no film has the id 9 in the catalogue")),
        ]
        for error in errors {
            let text = interactive.text(for: error)
            #expect(!text.contains("--") && !text.contains("movieland "), "\(text)")
            let situation = if case .film(let failure) = error { failure.situation } else { error.description }
            #expect(text.hasPrefix(situation), "\(text)")
        }
    }

    @Test func failuresWithoutModeSpecificAdviceReadTheSameEverywhere() {
        let error = WatchlistError.cannotWrite(path: "/w.json", reason: "read-only file system")
        #expect(commandLine.text(for: error) == interactive.text(for: error))
        #expect(commandLine.text(for: error) == error.description)
    }
}

import Testing
import WatchlistDomainApi

@testable import WatchlistPresentation

/// The watchlist's errors are data; these are the words they get on the command line and on screen.
@Suite struct WatchlistErrorMessagesTests {
    private let commandLine = WatchlistErrorMessages(mode: .commandLine)
    private let interactive = WatchlistErrorMessages(mode: .interactive)
    private let hamlets = [
        FilmSummary(movieID: "2", title: "Hamlet", year: 1948), FilmSummary(movieID: "3", title: "Hamlet", year: 1996),
    ]

    @Test func theCommandLineNamesTheOptionOrCommandThatHelps() {
        #expect(
            commandLine.text(for: .ambiguousTitle("hamlet", year: nil, candidates: hamlets))
                == "2 films are titled \"hamlet\"; add --year or use an id")
        #expect(
            commandLine.text(for: .ambiguousEntry("hamlet", candidates: hamlets))
                == "2 films on your watchlist are titled \"hamlet\"; add --year or use an id")
        #expect(
            commandLine.text(for: .noFilmTitled("Alein", year: nil))
                == "no film is titled \"Alein\"; find its exact title or id with `movieland search Alein`")
        #expect(
            commandLine.text(for: .noFilmTitled("Alien", year: 1980))
                == "no film is titled \"Alien\" (1980); find its exact title or id with `movieland search Alien`")
        #expect(
            commandLine.text(for: .notListed("matrix"))
                == "\"matrix\" is not on your watchlist; see it with `movieland watchlist list`")
    }

    @Test func theInteractiveModeNeverAdvisesAnOption() {
        let errors: [WatchlistError] = [
            .ambiguousTitle("hamlet", year: nil, candidates: hamlets), .ambiguousEntry("hamlet", candidates: hamlets),
            .noFilmTitled("Alein", year: nil), .notListed("matrix"),
            .unknownID("no film has the id 9 in the catalogue"),
        ]
        for error in errors {
            let text = interactive.text(for: error)
            #expect(!text.contains("--") && !text.contains("movieland "), "\(text)")
            #expect(text.hasPrefix(error.description), "\(text)")
        }
    }

    @Test func failuresWithoutModeSpecificAdviceReadTheSameEverywhere() {
        let error = WatchlistError.cannotWrite(path: "/w.json", reason: "read-only file system")
        #expect(commandLine.text(for: error) == interactive.text(for: error))
        #expect(commandLine.text(for: error) == error.description)
    }
}

import CatalogueDomain
import CatalogueDomainApi
import Testing

@testable import CataloguePresentation

/// The detail's failures: a film not found in the words every command uses, a catalogue failure as the catalogue
/// words it.
@Suite struct MovieDetailErrorMessagesTests {
    private let commandLine = MovieDetailErrorMessages(mode: .commandLine)
    private let interactive = MovieDetailErrorMessages(mode: .interactive)
    private let aliens = [
        FilmChoice(movieID: "1", title: "Alien", year: 1979), FilmChoice(movieID: "2", title: "Alien", year: 2030),
    ]

    @Test func aFilmNotFoundReadsAsInEveryCommandAndWithoutOptionsOnAScreen() {
        let several = MovieDetailError.film(.severalFilms(FilmName("alien"), candidates: aliens, everyWord: false))
        #expect(
            commandLine.text(for: several)
                == "2 films are titled \"alien\"; add --year, or name one by its id with --id")
        #expect(interactive.text(for: several) == "2 films are titled \"alien\"")
        #expect(!commandLine.isRequestFault(several))
    }

    @Test func aNameThatIsAnIdAndATitleIsAUsageError() {
        let both = MovieDetailError.film(.idOrTitle("1", byID: aliens[1], titled: [aliens[0]]))
        #expect(commandLine.isRequestFault(both))
        #expect(commandLine.text(for: both).hasSuffix("say which with --id 1 or --year 1979"))
    }

    @Test func aCatalogueThatFailedWhileLookingIsWordedAsTheCatalogueWordsIt() {
        let failure = CatalogueError.requestRefused(service: "TMDB", detail: nil)
        #expect(commandLine.text(for: .film(.lookupFailed(failure))) == commandLine.text(for: .catalogue(failure)))
        #expect(commandLine.isRequestFault(.film(.lookupFailed(failure))))
    }
}

import CatalogueDomain
import CatalogueDomainApi
import Testing

@testable import CataloguePresentation

/// Catalogue errors are data; these are the words they get on the command line and on screen.
@Suite struct CatalogueErrorMessagesTests {
    private let commandLine = CatalogueErrorMessages(mode: .commandLine)
    private let interactive = CatalogueErrorMessages(mode: .interactive)
    private let adviceForEither: [CatalogueError] = [
        .unknownID(MovieID("9"), catalogue: "the embedded catalogue", example: "1"),
        .searchFiltersUnsupported(service: "OMDb"),
        .pageOutOfRange(service: "OMDb", lastPage: 100, requested: 101),
        .quotaReached(service: "OMDb", detail: "Request limit reached!"),
        .serverError(service: "TMDB", status: 503, detail: nil),
        .unreachable(service: "TMDB", url: "https://api.themoviedb.test/3", reason: "timed out"),
        .damaged(path: "/data/catalogue.bin"),
    ]

    @Test func theCommandLineNamesTheOptionOrCommandThatHelps() {
        #expect(
            commandLine.text(for: .pageOutOfRange(service: "OMDb", lastPage: 100, requested: 101))
                == "OMDb serves search pages 1 to 100, not 101; ask for --page 100 or less, or narrow the search")
        #expect(
            commandLine.text(for: .searchFiltersUnsupported(service: "TMDB"))
                == "TMDB searches titles and a year only: --genre, --min-rating, --min-votes and --sort need the "
                + "embedded catalogue (run without --source)")
        #expect(
            commandLine.text(for: .quotaReached(service: "OMDb", detail: "Request limit reached!"))
                == "OMDb's request limit for this key is reached (Request limit reached!); try again later, or run "
                + "without --source to use the embedded catalogue")
        #expect(
            commandLine.text(for: .unknownID(MovieID("9"), catalogue: "the embedded catalogue", example: "1"))
                == "no film has the id 9 in the embedded catalogue (such as 1); find a film's id with `movieland search`"
        )
        #expect(
            commandLine.text(for: .damaged(path: "/data/catalogue.bin"))
                == "the catalogue /data/catalogue.bin is damaged or from another version of Movieland; import it "
                + "again (`movieland catalogue update`) or reinstall Movieland")
        #expect(
            commandLine.text(for: CatalogueMaintenanceError.noTitleTypes)
                == "--types needs at least one title type, such as movie,tvMovie")
    }

    @Test func theInteractiveModeAdvisesWhatCanBeDoneFromIt() {
        for error in adviceForEither {
            let text = interactive.text(for: error)
            #expect(!text.contains("--page") && !text.contains("run without") && !text.contains("movieland search"))
            #expect(text != commandLine.text(for: error), "\(text)")
        }
        #expect(
            interactive.text(
                for: .unreachable(service: "TMDB", url: "https://api.themoviedb.test/3", reason: "timed out")
            )
            .hasSuffix("check your connection, or start Movieland without --source"))
    }

}

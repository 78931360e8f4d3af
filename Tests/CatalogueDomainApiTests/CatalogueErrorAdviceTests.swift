import CatalogueDomainApi
import Testing

/// A catalogue failure's advice, worded once for every feature that shows films: options and commands on the
/// command line, what can be done from the interactive mode there.
@Suite struct CatalogueErrorAdviceTests {
    @Test func theCommandLineNamesOptionsAndTheInteractiveModeWhatItCanDo() {
        let page = CatalogueError.pageOutOfRange(service: "TMDB", lastPage: 500, requested: 600)
        #expect(page.commandLineAdvice == "\(page); ask for --page 500 or less, or narrow the search")
        #expect(page.interactiveAdvice == "\(page); narrow the search")
        let reset = CatalogueError.importedCatalogueUnavailable("the imported catalogue is gone")
        #expect(
            reset.commandLineAdvice
                == "the imported catalogue is gone; or go back to the embedded catalogue with `movieland catalogue reset`"
        )
        #expect(reset.interactiveAdvice.hasSuffix("`movieland catalogue reset` (after quitting)"))
        let filters = CatalogueError.searchFiltersUnsupported(service: "OMDb")
        #expect(filters.commandLineAdvice.hasSuffix("need the embedded catalogue (run without --source)"))
        #expect(filters.interactiveAdvice == "\(filters) (start Movieland without --source)")
    }

    @Test func anErrorWithNoAdviceIsItsDescription() {
        let invalid = CatalogueError.invalidResponse("the answer had no title")
        #expect(invalid.commandLineAdvice == invalid.description)
        #expect(invalid.interactiveAdvice == invalid.description)
    }
}

import Testing
import TopDomain

@testable import TopPresentation

/// Chart errors are data; these are the words they get on the command line and on screen.
@Suite struct TopErrorMessagesTests {
    private let cannotList = TopChartError.sourceCannotList(
        "OMDb cannot list films; charts need the embedded catalogue")

    @Test func theCommandLineSaysToDropTheSourceOption() {
        #expect(
            TopErrorMessages(mode: .commandLine).text(for: cannotList)
                == "charts need a source that can list films: OMDb cannot list films; charts need the embedded "
                + "catalogue; run top without --source, on the embedded catalogue")
    }

    @Test func theInteractiveModeSaysToStartAgainWithoutIt() {
        let text = TopErrorMessages(mode: .interactive).text(for: cannotList)
        #expect(text.hasPrefix(cannotList.description))
        #expect(text.hasSuffix("start Movieland without --source to chart the embedded catalogue"))
    }

    @Test func catalogueFailuresKeepTheCataloguesOwnAccount() {
        let failure = TopChartError.catalogueFailed("cannot reach OMDb at https://omdbapi.test/: timed out")
        #expect(TopErrorMessages(mode: .commandLine).text(for: failure) == failure.description)
        #expect(TopErrorMessages(mode: .interactive).text(for: failure) == failure.description)
    }
}

import Testing

@testable import SearchPresentation

/// The Search feature's own wording: the choice a title with several films asks for.
@Suite struct SearchErrorMessagesTests {
    private let commandLine = SearchErrorMessages(mode: .commandLine)
    private let interactive = SearchErrorMessages(mode: .interactive)

    @Test func theAmbiguityPromptOffersTheYearOnlyOnTheCommandLine() {
        #expect(
            commandLine.ambiguity(title: "Alien", count: 2)
                == "2 films are titled \"Alien\"; choose one with --year or its id:")
        #expect(interactive.ambiguity(title: "Alien", count: 2) == "2 films are titled \"Alien\"; choose one:")
    }
}

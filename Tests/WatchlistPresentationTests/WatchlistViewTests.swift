import Common
import ConsoleRecorder
import DesignSystem
import Foundation
import Testing
import WatchlistDomainApi

@testable import Terminal
@testable import WatchlistPresentation

@MainActor
@Suite struct WatchlistViewTests {
    private func render(_ phase: WatchlistViewState.Phase, format: OutputFormat = .text) -> RecordedConsole {
        let recorded = RecordedConsole(width: 60)
        WatchlistView(console: recorded.console, format: format).render(WatchlistViewState(phase: phase))
        return recorded
    }

    private let entry = WatchlistEntry(
        movieID: "32710", title: "The Matrix", year: 1999, addedAt: Date(timeIntervalSince1970: 1_700_000_000))

    @Test func listRendersATable() {
        #expect(
            render(.listed([entry])).output == """
                1 film on your watchlist
                #  Title       Year  Added          ID
                ─  ──────────  ────  ──────────  ─────
                1  The Matrix  1999  2023-11-14  32710

                """)
        #expect(
            render(.listed([])).output
                == "Your watchlist is empty. Add a film with: movieland watchlist add <id | title>\n")
    }

    @Test func changesAreConfirmedAndFailuresGoToStandardError() {
        #expect(render(.added(entry)).output == "Added The Matrix (1999) to your watchlist.\n")
        #expect(render(.removed(entry)).output == "Removed The Matrix (1999) from your watchlist.\n")
        let failed = render(.failed(.cannotWrite(path: "/x", reason: "denied")))
        #expect(
            failed.output.isEmpty
                && failed.errors
                    == "movieland: cannot write the watchlist /x: denied; check the folder's permissions or set XDG_DATA_HOME\n"
        )
    }
}

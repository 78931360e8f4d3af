import Common
import DesignSystem
import Foundation
import Testing
import WatchlistDomainApi

@testable import Terminal
@testable import WatchlistPresentation

private final class Output: @unchecked Sendable {
    private let lock = NSLock()
    private var out = "", err = ""
    func write(_ more: String) { lock.withLock { out += more } }
    func writeError(_ more: String) { lock.withLock { err += more } }
    var output: String { lock.withLock { out } }
    var errors: String { lock.withLock { err } }
}

@MainActor
@Suite struct WatchlistViewTests {
    private func render(_ phase: WatchlistViewState.Phase, format: OutputFormat = .text) -> Output {
        let output = Output()
        let console = Console(
            programName: "movieland",
            environment: TerminalEnvironment(colorEnabled: false, width: 60, isTerminal: false),
            output: { output.write($0) }, error: { output.writeError($0) })
        WatchlistView(console: console, format: format).render(WatchlistViewState(phase: phase))
        return output
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

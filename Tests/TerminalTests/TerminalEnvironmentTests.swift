import DesignSystem
import SystemIO
import Testing

@testable import Terminal

@Suite struct TerminalEnvironmentTests {
    private func resolve(
        _ choice: ColorChoice, _ environment: [String: String] = [:], tty: Bool, width: Int? = nil
    )
        -> TerminalEnvironment
    {
        TerminalEnvironment.resolve(
            choice: choice, environment: EnvironmentVariables(environment), isTerminal: tty, terminalWidth: width)
    }

    private func resolve(_ environment: [String: String] = [:], tty: Bool, width: Int? = nil) -> TerminalEnvironment {
        resolve(.auto, environment, tty: tty, width: width)
    }

    @Test func colourFollowsTheTerminalByDefault() {
        #expect(resolve(tty: true).colorEnabled)
        #expect(!resolve(tty: false).colorEnabled)
    }

    @Test func noColorAndNeverTurnItOff() {
        #expect(!resolve(["NO_COLOR": "1"], tty: true).colorEnabled)
        #expect(!resolve(.never, ["FORCE_COLOR": "1"], tty: true).colorEnabled)
        #expect(!resolve(["TERM": "dumb"], tty: true).colorEnabled)
    }

    @Test func alwaysAndForceColorTurnItOn() {
        #expect(resolve(.always, ["NO_COLOR": "1"], tty: false).colorEnabled)
        #expect(resolve(["FORCE_COLOR": "1"], tty: false).colorEnabled)
        #expect(!resolve(["FORCE_COLOR": "0"], tty: false).colorEnabled)
    }

    @Test func widthComesFromColumnsThenTheTerminalThenADefault() {
        #expect(resolve(["COLUMNS": "132"], tty: true, width: 80).width == 132)
        #expect(resolve(["COLUMNS": "junk"], tty: true, width: 80).width == 80)
        #expect(resolve(tty: false).width == TerminalEnvironment.defaultWidth)
        #expect(resolve(["COLUMNS": "5"], tty: false).width == 20)  // never narrower than usable
    }
}

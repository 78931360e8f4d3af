import FoundationEssentials
import PlainText
import SystemIO

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the output can do, decided once per run: colour on or off, and the width to fit.
public struct TerminalEnvironment: Sendable, Equatable {
    /// Whether styles are written as escape sequences.
    let colorEnabled: Bool
    /// Columns to fit output into.
    public let width: Int
    /// Whether standard output is an interactive terminal.
    let isTerminal: Bool

    /// Used when neither `COLUMNS` nor the terminal gives a width (piped output, CI).
    static let defaultWidth = 100

    /// An environment with the given capabilities (tests; the app uses `current`).
    public init(colorEnabled: Bool, width: Int, isTerminal: Bool) {
        self.colorEnabled = colorEnabled
        self.width = width
        self.isTerminal = isTerminal
    }

    /// The decision, from its inputs; pure so it can be tested.
    ///
    /// Colour: `--color never` or `NO_COLOR` (any value) turn it off; `--color always` or `FORCE_COLOR`
    /// (not "0") turn it on; otherwise it is on exactly when standard output is a terminal.
    /// An explicit `--color` wins over the environment variables.
    static func resolve(
        choice: ColorChoice, environment: EnvironmentVariables, isTerminal: Bool, terminalWidth: Int?
    ) -> TerminalEnvironment {
        let color: Bool
        switch choice {
        case .always: color = true
        case .never: color = false
        case .auto:
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty {
                color = false
            } else if let force = environment["FORCE_COLOR"], force != "0", force != "false" {
                color = true
            } else {
                color = isTerminal && environment["TERM"] != "dumb"
            }
        }
        let width =
            environment["COLUMNS"].flatMap { Int($0.trimmingWhitespace()) }.flatMap {
                $0 > 0 ? $0 : nil
            }
            ?? terminalWidth.flatMap { $0 > 0 ? $0 : nil }
            ?? defaultWidth
        return TerminalEnvironment(colorEnabled: color, width: max(20, width), isTerminal: isTerminal)
    }

    /// The decision for this process's standard output.
    static func current(choice: ColorChoice) -> TerminalEnvironment {
        resolve(
            choice: choice, environment: .process,
            isTerminal: isatty(STDOUT_FILENO) == 1, terminalWidth: queryWidth(of: STDOUT_FILENO))
    }

    /// The width the terminal on `descriptor` reports, if it is one.
    static func queryWidth(of descriptor: Int32) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}

import Foundation
import Terminal

/// A console that keeps what views write to it, for the tests of screens: standard output and standard error
/// apart, without colour, as wide as asked.
public final class RecordedConsole: @unchecked Sendable {
    private let lock = NSLock()
    private var out = "", err = ""

    /// The console views write to: `movieland`'s, `width` columns, no colour, not a terminal.
    public private(set) lazy var console = Console(
        programName: "movieland",
        environment: TerminalEnvironment(colorEnabled: false, width: width, isTerminal: false),
        output: { [unowned self] in self.append($0, error: false) },
        error: { [unowned self] in self.append($0, error: true) })
    private let width: Int

    /// A console `width` columns wide.
    public init(width: Int) {
        self.width = width
    }

    /// What was written to standard output.
    public var output: String { lock.withLock { out } }
    /// What was written to standard error.
    public var errors: String { lock.withLock { err } }

    private func append(_ text: String, error: Bool) {
        lock.withLock {
            if error { err += text } else { out += text }
        }
    }
}

import Foundation

/// What went wrong driving the browser, with where and what to do.
public enum HeadlessBrowserError: Error, CustomStringConvertible, Equatable {
    /// Chromium or chromedriver is not installed (`missing` says which, and how to install them).
    case notInstalled(missing: String)
    /// chromedriver did not say which port it listens on within the time allowed.
    case driverDidNotStart(executable: String, output: String)
    /// A socket call to chromedriver failed (`port` nil once connected).
    case connectionFailed(call: String, port: Int?, reason: String)
    /// chromedriver answered a command with a WebDriver error.
    case webDriver(command: String, error: String, message: String)
    /// chromedriver's answer to a command was not the JSON expected.
    case unreadableAnswer(command: String, answer: String)
    /// A condition the caller waits for did not hold in time.
    case timedOut(waitingFor: String, seconds: Double)

    /// What went wrong, where, and what to do.
    public var description: String {
        switch self {
        case .notInstalled(let missing):
            missing
        case .driverDidNotStart(let executable, let output):
            "\(executable) did not report a port it listens on (it exited, 5 times, or 20 s passed); it printed: \(output.isEmpty ? "nothing" : output)"
                + " (run it by hand with --port=0 to see why)"
        case .connectionFailed(let call, let port, let reason):
            "\(call) to chromedriver\(port.map { " on 127.0.0.1:\($0)" } ?? "") failed: \(reason); did it stop?"
        case .webDriver(let command, let error, let message):
            "WebDriver \(command) failed: \(error): \(message)"
        case .unreadableAnswer(let command, let answer):
            "WebDriver \(command) answered what is not the expected JSON: \(answer.prefix(500))"
        case .timedOut(let condition, let seconds):
            "waited \(seconds) s for \(condition) in the browser, in vain; look at its console (consoleMessages())"
        }
    }
}

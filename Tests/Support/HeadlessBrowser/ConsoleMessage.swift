/// One entry of the browser's console log, as chromedriver reports it.
public struct ConsoleMessage: Sendable, Equatable, Decodable {
    /// `SEVERE` for `console.error` and uncaught errors, `WARNING`, `INFO`, `DEBUG`.
    public let level: String
    /// The text, prefixed by where it was logged (`file:///…/page.html 12:7 "message"`).
    public let message: String
    /// `console-api` for the page's own calls, `javascript` for uncaught errors, `network`, ….
    public let source: String?

    /// An entry of `level` saying `message`.
    public init(level: String, message: String, source: String?) {
        self.level = level
        self.message = message
        self.source = source
    }

    /// Whether this is an error: `console.error`, an uncaught exception, a failed load.
    public var isError: Bool { level == "SEVERE" }
}

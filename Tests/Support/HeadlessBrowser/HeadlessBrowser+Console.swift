/// What the page said: its console, and any alert it opened.
extension HeadlessBrowser {
    /// The console's messages since the last call (chromedriver hands each one out once): `console.log` and
    /// `console.error` calls, uncaught errors, failed loads.
    public func consoleMessages() async throws -> [ConsoleMessage] {
        try await client.send(
            "POST", "\(session)/se/log", body: ["type": "browser"] as WebDriverJSON, as: [ConsoleMessage].self)
    }

    /// The console's errors since the last read of the console.
    public func consoleErrors() async throws -> [ConsoleMessage] {
        try await consoleMessages().filter(\.isError)
    }

    /// The text of the alert, confirm or prompt the page has open, or nil when none is.
    public func alertText() async throws -> String? {
        do {
            return try await client.send("GET", "\(session)/alert/text", as: String.self)
        } catch HeadlessBrowserError.webDriver(_, let error, _) where error == "no such alert" {
            return nil
        }
    }

    /// Dismisses the open alert (Cancel).
    public func dismissAlert() async throws {
        try await client.send("POST", "\(session)/alert/dismiss", body: [:] as WebDriverJSON)
    }
}

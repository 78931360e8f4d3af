import Foundation

/// Running scripts in the page and waiting for what they report.
extension HeadlessBrowser {
    /// Runs `script` (a function body: `return document.title`) with `arguments` as `arguments[0]`, … and
    /// decodes what it returns (JSON: numbers, strings, booleans, arrays, objects, null) as `Value`.
    public func evaluate<Value: Decodable>(
        _ script: String, arguments: [String] = [], as type: Value.Type = Value.self
    ) async throws -> Value {
        let body: WebDriverJSON = ["script": .string(script), "args": .array(arguments.map { .string($0) })]
        return try await client.send("POST", "\(session)/execute/sync", body: body, as: Value.self)
    }

    /// Runs `script` for its effect.
    public func run(_ script: String, arguments: [String] = []) async throws {
        let _: WebDriverClient.Ignored = try await evaluate(script, arguments: arguments)
    }

    /// Waits until `condition` (a JavaScript expression) is true, checking every 20 ms for `seconds`. Gives up
    /// only when the condition was still false when checked after the time was up: a test that its loaded pool
    /// runs late, past the time, still checks once more rather than fail on an old answer.
    public func waitUntil(_ condition: String, seconds: Double = 10) async throws {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            let late = Date() >= deadline
            if try await evaluate("return Boolean(\(condition));", as: Bool.self) { return }
            guard !late else {
                throw HeadlessBrowserError.timedOut(waitingFor: condition, seconds: seconds)
            }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    /// Returns after the page drew two more frames: what a change just did is on the screen.
    public func waitForFrames() async throws {
        let script =
            "const done = arguments[arguments.length - 1];"
            + " requestAnimationFrame(() => requestAnimationFrame(() => done(true)));"
        let body: WebDriverJSON = ["script": .string(script), "args": []]
        try await client.send("POST", "\(session)/execute/async", body: body)
    }
}

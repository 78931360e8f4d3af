import Foundation

/// Speaks the W3C WebDriver protocol to one chromedriver: a JSON body in, `{"value": …}` out, errors as
/// `{"value": {"error": …, "message": …}}`.
struct WebDriverClient: Sendable {
    /// The port chromedriver listens on, on 127.0.0.1.
    let port: Int

    /// An answer's `value`, whatever it holds, ignored.
    struct Ignored: Decodable {
        init(from decoder: any Decoder) throws {}
    }

    private struct Envelope<Value: Decodable>: Decodable {
        let value: Value
    }

    private struct Failure: Decodable {
        let error: String
        let message: String
    }

    /// Sends `method path` with `body` as JSON (none for GET and DELETE) and decodes the answer's value.
    @discardableResult
    func send<Value: Decodable>(
        _ method: String, _ path: String, body: (any Encodable)? = nil, as type: Value.Type = Ignored.self
    ) async throws -> Value {
        let command = "\(method) /\(path)"
        let response = try await LoopbackHTTP.send(
            port: port, method: method, path: "/\(path)", body: try body.map { try JSONEncoder().encode($0) },
            timeout: 300)
        guard response.status == 200 else {
            guard let failure = try? JSONDecoder().decode(Envelope<Failure>.self, from: response.body).value else {
                throw HeadlessBrowserError.unreadableAnswer(
                    command: "\(command) (HTTP \(response.status))",
                    answer: String(decoding: response.body, as: UTF8.self))
            }
            // The message's first line; chromedriver appends a native stack trace after it.
            let message = failure.message.split(separator: "\n").first.map(String.init) ?? ""
            throw HeadlessBrowserError.webDriver(command: command, error: failure.error, message: message)
        }
        do {
            return try JSONDecoder().decode(Envelope<Value>.self, from: response.body).value
        } catch {
            throw HeadlessBrowserError.unreadableAnswer(
                command: command, answer: String(decoding: response.body, as: UTF8.self))
        }
    }
}

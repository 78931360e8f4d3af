import Foundation

/// GETs many paths from one plain-HTTP server over a few kept-alive connections, writing a connection's requests
/// without waiting for the answers (HTTP/1.1 pipelining, RFC 9112 section 9.3.2) and reading the answers in order.
///
/// A thousand-module plan asks for hundreds of small entries; one curl per key paid a process and a connection
/// each, and one `curl --parallel` still about 0.3 ms a transfer. Here a request costs a line of text. When the
/// server closes a connection early (`Connection: close`, a keep-alive limit), the requests it did not answer are
/// sent again on a new one. HTTPS goes through curl instead: this speaks plain HTTP only.
package struct PipelinedHTTPClient {
    /// One answer: its status and body.
    package struct Response: Equatable {
        let status: Int
        let body: [UInt8]
    }

    /// No answer could be had: why, in words for a warning.
    package struct Failure: Error {
        let reason: String
    }

    package let host: String
    package let port: UInt16
    /// Extra header lines sent with every request (`Authorization: Bearer ...`), without line ends.
    package var headers: [String]
    /// How many connections share the requests.
    package var connections = 4
    /// How long all the answers may take, in seconds.
    package var timeout: Double = 20

    /// `http://host[:port]/prefix` split into a client and the path prefix; nil for any other scheme.
    package static func forURL(_ url: String, headers: [String]) -> (client: PipelinedHTTPClient, prefix: String)? {
        guard let components = URLComponents(string: url), components.scheme == "http", let host = components.host,
            !host.isEmpty, components.user == nil, components.query == nil
        else { return nil }
        let client = PipelinedHTTPClient(host: host, port: UInt16(components.port ?? 80), headers: headers)
        return (client, components.percentEncodedPath)
    }

    /// The answer to a GET of each of `paths` (absolute, already percent-encoded), in their order.
    package func get(_ paths: [String]) throws(Failure) -> [Response] {
        guard !paths.isEmpty else { return [] }
        let deadline = Date().addingTimeInterval(timeout)
        let count = min(connections, paths.count)
        let slices = (0..<count).map { index in
            Array(paths[(paths.count * index / count)..<(paths.count * (index + 1) / count)])
        }
        let results = ConcurrentResults<Result<[Response], Failure>>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            results[index] = Result { () throws(Failure) in try fetch(slices[index], until: deadline) }
        }
        var responses: [Response] = []
        for result in results.values {
            switch result {
            case .success(let answers): responses += answers
            case .failure(let failure): throw failure
            case nil: throw Failure(reason: "cannot be reached (a connection gave no answer)")
            }
        }
        return responses
    }

    /// The answers to `paths` over as many connections as the server's keep-alive limits need, one at a time.
    private func fetch(_ paths: [String], until deadline: Date) throws(Failure) -> [Response] {
        var answers: [Response] = []
        var attempts = 0
        while answers.count < paths.count {
            attempts += 1
            let remaining = Array(paths[answers.count...])
            let connection = try HTTPConnection(host: host, port: port)
            defer { connection.close() }
            let before = answers.count
            answers += try connection.exchange(remaining.map(request), deadline: deadline)
            // A server that answers nothing on a fresh connection will not answer a retry either.
            if answers.count == before, attempts > 1 {
                throw Failure(reason: "cannot be reached (the connection closed without an answer)")
            }
        }
        return answers
    }

    private func request(_ path: String) -> [UInt8] {
        var text = "GET \(path) HTTP/1.1\r\nHost: \(host):\(port)\r\nUser-Agent: forge\r\n"
        for header in headers { text += header + "\r\n" }
        return Array((text + "\r\n").utf8)
    }
}

/// Results written by concurrent iterations, each to its own slot.
private final class ConcurrentResults<Value>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    package init(count: Int) { slots = Array(repeating: nil, count: count) }

    subscript(index: Int) -> Value? {
        get { lock.withLock { slots[index] } }
        set { lock.withLock { slots[index] = newValue } }
    }

    package var values: [Value?] { lock.withLock { slots } }
}

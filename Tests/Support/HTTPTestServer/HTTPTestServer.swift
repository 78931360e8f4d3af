import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small HTTP/1.1 server on 127.0.0.1 for tests: it binds a free port chosen by the kernel,
/// answers each request with what the handler returns, records every request, and stops itself.
///
/// Each connection is served on its own thread and closed after one response, so scripted
/// misbehaviour (slow answers, bodies cut short) affects only that request.
public final class HTTPTestServer: @unchecked Sendable {
    /// Answers one request.
    public typealias Handler = @Sendable (RecordedRequest) -> ScriptedResponse

    /// The port the server listens on.
    public let port: Int
    private let listener: Int32
    private let handler: Handler
    private let lock = NSLock()
    private var recorded: [RecordedRequest] = []
    private var stopped = false

    /// `http://127.0.0.1:<port>`.
    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// Every request received so far, in order.
    public var requests: [RecordedRequest] { lock.withLock { recorded } }

    /// Starts listening; the handler runs on the connection's thread.
    public init(handler: @escaping Handler) throws {
        self.handler = handler
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw ServerError.socket(errno) }
        var reuse: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0  // the kernel picks a free port
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(descriptor, 64) == 0 else {
            close(descriptor)
            throw ServerError.socket(errno)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        listener = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "HTTPTestServer.accept"
        thread.start()
    }

    deinit {
        stop()
    }

    /// Stops accepting connections and releases the port.
    public func stop() {
        let alreadyStopped = lock.withLock {
            defer { stopped = true }
            return stopped
        }
        guard !alreadyStopped else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    private func acceptLoop() {
        while !isStopped {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else {
                if errno == EINTR { continue }
                return
            }
            let thread = Thread { [self] in serve(connection) }
            thread.start()
        }
    }

    private func serve(_ connection: Int32) {
        defer { close(connection) }
        guard let request = readRequest(connection) else { return }
        lock.withLock { recorded.append(request) }
        let response = handler(request)
        if let delay = response.delay { Thread.sleep(forTimeInterval: delay) }
        var head = "HTTP/1.1 \(response.status) \(Self.reason(for: response.status))\r\n"
        var headers = response.headers
        if !headers.contains(where: { $0.name.lowercased() == "content-length" }) {
            headers.append(("Content-Length", "\(response.body.count)"))
        }
        headers.append(("Connection", "close"))
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        head += "\r\n"
        guard send(connection, Data(head.utf8)) else { return }
        let body = response.truncateBodyAt.map { response.body.prefix($0) } ?? response.body
        if let bodyDelay = response.bodyDelay {
            // Headers first, then the body late: a slow download rather than a slow server.
            Thread.sleep(forTimeInterval: bodyDelay)
        }
        _ = send(connection, Data(body))
    }

    private func send(_ connection: Int32, _ data: Data) -> Bool {
        var offset = 0
        while offset < data.count {
            let written = data.withUnsafeBytes { buffer in
                #if canImport(Glibc)
                Glibc.send(connection, buffer.baseAddress! + offset, data.count - offset, Int32(MSG_NOSIGNAL))
                #else
                Darwin.send(connection, buffer.baseAddress! + offset, data.count - offset, 0)
                #endif
            }
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { return false }
            offset += written
        }
        return true
    }

    private func readRequest(_ connection: Int32) -> RecordedRequest? {
        var buffer = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 4096)
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        var headerEnd: Int?
        while headerEnd == nil {
            let count = recv(connection, &chunk, chunk.count, 0)
            if count <= 0 { return nil }
            buffer += chunk[0..<count]
            if let range = buffer.firstRange(of: separator) { headerEnd = range.upperBound }
        }
        let headText = String(decoding: buffer[0..<headerEnd!], as: UTF8.self)
        var lines = headText.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        guard !lines.isEmpty else { return nil }
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        let length = Int(headers["content-length"] ?? "0") ?? 0
        var body = Array(buffer[headerEnd!...])
        while body.count < length {
            let count = recv(connection, &chunk, chunk.count, 0)
            if count <= 0 { break }
            body += chunk[0..<count]
        }
        return RecordedRequest(
            method: String(requestLine[0]), target: String(requestLine[1]), headers: headers, body: Data(body))
    }

    private static func reason(for status: Int) -> String {
        switch status {
        case 200: "OK"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 304: "Not Modified"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 404: "Not Found"
        case 422: "Unprocessable Content"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }

    enum ServerError: Error {
        case socket(Int32)
    }
}

/// A request as the server received it.
public struct RecordedRequest: Sendable {
    /// The request method, e.g. "GET".
    public let method: String
    /// The request target: path and query, e.g. `/search?q=matrix`.
    public let target: String
    /// Header values by lowercased name.
    public let headers: [String: String]
    /// The request body; empty when there is none.
    public let body: Data

    /// The path without the query.
    public var path: String { String(target.split(separator: "?", maxSplits: 1).first ?? "") }

    /// Query items, decoded.
    public var query: [String: String] {
        var items: [String: String] = [:]
        for item in URLComponents(string: "http://x\(target)")?.queryItems ?? [] { items[item.name] = item.value ?? "" }
        return items
    }
}

/// What the server answers, including scripted misbehaviour.
public struct ScriptedResponse: Sendable {
    /// The status code.
    public var status: Int
    /// Headers in the order they are sent.
    public var headers: [(name: String, value: String)]
    /// The response body.
    public var body: Data
    /// Seconds to wait before sending anything.
    public var delay: TimeInterval?
    /// Seconds to wait between the headers and the body.
    public var bodyDelay: TimeInterval?
    /// Send only this many body bytes (after a Content-Length promising all of them), then close.
    public var truncateBodyAt: Int?

    /// A response; see the properties.
    public init(
        status: Int = 200, headers: [(name: String, value: String)] = [], body: Data = Data(),
        delay: TimeInterval? = nil, bodyDelay: TimeInterval? = nil, truncateBodyAt: Int? = nil
    ) {
        self.status = status
        self.headers = headers
        self.body = body
        self.delay = delay
        self.bodyDelay = bodyDelay
        self.truncateBodyAt = truncateBodyAt
    }

    /// A JSON body with `Content-Type: application/json`.
    public static func json(
        _ text: String, status: Int = 200, headers: [(name: String, value: String)] = []
    )
        -> ScriptedResponse
    {
        ScriptedResponse(
            status: status, headers: [("Content-Type", "application/json; charset=utf-8")] + headers,
            body: Data(text.utf8))
    }

    /// A redirect to `location`.
    public static func redirect(to location: String, status: Int = 302) -> ScriptedResponse {
        ScriptedResponse(status: status, headers: [("Location", location)])
    }
}

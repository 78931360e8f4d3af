import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// HTTP/1.1 to a server on 127.0.0.1, over a socket of its own per request: enough for chromedriver.
///
/// Not URLSession: the FoundationNetworking of Swift 6.3 rejects a response header without a space after its
/// colon (`Content-Length:250`, as chromedriver writes them) with "Failed writing header"
/// (swift-corelibs-foundation's pull request 5527 fixes it in a later release).
enum LoopbackHTTP {
    /// A response: its status code and body.
    struct Response {
        let status: Int
        let body: Data
    }

    /// Sends one request and returns the response, on a thread of its own so no task's thread waits.
    static func send(port: Int, method: String, path: String, body: Data?, timeout: Int) async throws -> Response {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread {
                continuation.resume(
                    with: Result { try exchange(port: port, method: method, path: path, body: body, timeout: timeout) })
            }
            thread.name = "HeadlessBrowser.http"
            thread.start()
        }
    }

    /// Connects, writes the request, reads the response (its `Content-Length`, or to the end), closes.
    static func exchange(port: Int, method: String, path: String, body: Data?, timeout: Int) throws -> Response {
        let socket = try connect(port: port, timeout: timeout)
        defer { close(socket) }
        let payload = body ?? Data()
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        if body != nil { head += "Content-Type: application/json; charset=utf-8\r\n" }
        head += "Content-Length: \(payload.count)\r\n\r\n"
        try write(Data(head.utf8) + payload, to: socket)
        return try readResponse(from: socket, request: "\(method) \(path)")
    }

    private static func connect(port: Int, timeout: Int) throws -> Int32 {
        let descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw failure("socket", port: port) }
        var limit = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            let error = failure("connect", port: port)
            close(descriptor)
            throw error
        }
        return descriptor
    }

    private static func write(_ data: Data, to socket: Int32) throws {
        var offset = 0
        while offset < data.count {
            let written = data.withUnsafeBytes { buffer in
                Glibc.send(socket, buffer.baseAddress! + offset, data.count - offset, Int32(MSG_NOSIGNAL))
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { throw failure("send", port: nil) }
            offset += written
        }
    }

    private static func readResponse(from socket: Int32, request: String) throws -> Response {
        var received = Data()
        var chunk = [UInt8](repeating: 0, count: 65_536)
        var head: (status: Int, length: Int?, bodyStart: Int)?
        while true {
            if let head, let length = head.length, received.count >= head.bodyStart + length { break }
            let count = recv(socket, &chunk, chunk.count, 0)
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw failure("recv (no answer to \(request))", port: nil) }
            if count == 0 { break }
            received.append(contentsOf: chunk[0..<count])
            if head == nil { head = parseHead(received) }
        }
        guard let head else {
            throw HeadlessBrowserError.unreadableAnswer(
                command: request, answer: String(decoding: received, as: UTF8.self))
        }
        let end = head.length.map { min(received.count, head.bodyStart + $0) } ?? received.count
        return Response(status: head.status, body: received.subdata(in: head.bodyStart..<end))
    }

    /// The status and `Content-Length` once the whole head arrived, and where the body starts.
    private static func parseHead(_ received: Data) -> (status: Int, length: Int?, bodyStart: Int)? {
        guard let separator = received.firstRange(of: Data("\r\n\r\n".utf8)) else { return nil }
        let lines = String(decoding: received[..<separator.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let statusLine = lines.first?.split(separator: " ") ?? []
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else { return nil }
        let length = lines.dropFirst().compactMap { line -> Int? in
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].lowercased() == "content-length" else { return nil }
            return Int(parts[1].trimmingCharacters(in: .whitespaces))
        }.first
        return (status, length, separator.upperBound - received.startIndex)
    }

    private static func failure(_ call: String, port: Int?) -> HeadlessBrowserError {
        .connectionFailed(call: call, port: port, reason: String(cString: strerror(errno)))
    }
}

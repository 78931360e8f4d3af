import Foundation

/// One TCP connection to an HTTP server, non-blocking, that writes pipelined requests while it reads answers.
package final class HTTPConnection {
    private let descriptor: Int32
    private let host: String

    /// Connects to `host:port`, waiting until `deadline` at most.
    package init(
        host: String, port: UInt16, deadline: Date = Date().addingTimeInterval(20)
    ) throws(PipelinedHTTPClient.Failure) {
        self.host = host
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &list) == 0, let first = list else {
            throw .init(reason: "cannot be reached (\(host) does not resolve)")
        }
        defer { freeaddrinfo(list) }
        var reason = "cannot be reached (no address of \(host) answers)"
        var address: UnsafeMutablePointer<addrinfo>? = first
        while let current = address {
            if let connected = Self.connect(current.pointee, deadline: deadline, reason: &reason) {
                descriptor = connected
                return
            }
            address = current.pointee.ai_next
        }
        throw .init(reason: reason)
    }

    private static func connect(_ address: addrinfo, deadline: Date, reason: inout String) -> Int32? {
        let socket = Glibc.socket(address.ai_family, address.ai_socktype, address.ai_protocol)
        guard socket >= 0 else { return nil }
        _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
        if Glibc.connect(socket, address.ai_addr, address.ai_addrlen) != 0, errno != EINPROGRESS {
            reason = "cannot be reached (\(String(cString: strerror(errno))))"
            Glibc.close(socket)
            return nil
        }
        var entry = pollfd(fd: socket, events: Int16(POLLOUT), revents: 0)
        var error: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        guard poll(&entry, 1, milliseconds(until: deadline)) == 1,
            getsockopt(socket, SOL_SOCKET, SO_ERROR, &error, &length) == 0, error == 0
        else {
            reason = "cannot be reached (\(error == 0 ? "no answer in time" : String(cString: strerror(error))))"
            Glibc.close(socket)
            return nil
        }
        return socket
    }

    package static func milliseconds(until deadline: Date) -> Int32 {
        Int32(max(0, min(Double(Int32.max), deadline.timeIntervalSinceNow * 1000)))
    }

    package func close() { Glibc.close(descriptor) }

    /// Sends `requests` and reads their answers in order, until each is answered or the server closes the
    /// connection (then the answers so far: the caller sends the rest again).
    package func exchange(
        _ requests: [[UInt8]], deadline: Date
    ) throws(PipelinedHTTPClient.Failure)
        -> [PipelinedHTTPClient.Response]
    {
        let outgoing = requests.flatMap { $0 }
        var written = 0
        var reader = HTTPResponseReader()
        var responses: [PipelinedHTTPClient.Response] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while responses.count < requests.count {
            let writing = written < outgoing.count
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN) | (writing ? Int16(POLLOUT) : 0), revents: 0)
            let ready = poll(&entry, 1, Self.milliseconds(until: deadline))
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { throw .init(reason: "did not answer in time (\(host))") }
            if writing, entry.revents & Int16(POLLOUT) != 0 {
                let sent = outgoing.withUnsafeBytes { bytes in
                    send(descriptor, bytes.baseAddress! + written, outgoing.count - written, Int32(MSG_NOSIGNAL))
                }
                if sent > 0 { written += sent } else if ![EAGAIN, EINTR].contains(errno) { return responses }
            }
            guard entry.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 else { continue }
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count < 0, [EAGAIN, EINTR].contains(errno) { continue }
            guard count > 0 else {
                responses += reader.finishAtClose()
                return responses
            }
            reader.append(buffer[0..<count])
            let (answers, closes) = try reader.responses()
            responses += answers
            if closes { return responses }
        }
        return responses
    }
}

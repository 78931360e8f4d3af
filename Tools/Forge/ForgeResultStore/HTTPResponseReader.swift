/// Reads HTTP/1.1 answers from the bytes of one connection, in order: a status line, headers, and a body framed
/// by `Content-Length`, by chunks, or (with neither) by the end of the connection.
package struct HTTPResponseReader {
    private var bytes: [UInt8] = []
    private var start = 0

    package mutating func append(_ more: ArraySlice<UInt8>) { bytes += more }

    /// Every answer complete so far, and whether the last one closes the connection (`Connection: close`).
    package mutating func responses() throws(PipelinedHTTPClient.Failure) -> (
        [PipelinedHTTPClient.Response], closes: Bool
    ) {
        var answers: [PipelinedHTTPClient.Response] = []
        while let (answer, closes) = try next() {
            if answer.status >= 100 && answer.status < 200 { continue }
            answers.append(answer)
            if closes { return (answers, true) }
        }
        compact()
        return (answers, false)
    }

    /// At the end of the connection: the answer whose body runs until it, if one was being read.
    package mutating func finishAtClose() -> [PipelinedHTTPClient.Response] {
        guard let head = try? self.head(), head.framing == .untilClose else { return [] }
        return [PipelinedHTTPClient.Response(status: head.status, body: Array(bytes[head.bodyStart...]))]
    }

    private enum Framing: Equatable {
        case length(Int)
        case chunked
        case untilClose
    }

    private struct Head {
        let status: Int
        let framing: Framing
        let closes: Bool
        let bodyStart: Int
    }

    /// The next complete answer, or nil when more bytes are needed.
    private mutating func next() throws(PipelinedHTTPClient.Failure) -> (PipelinedHTTPClient.Response, Bool)? {
        guard let head = try head() else { return nil }
        switch head.framing {
        case .length(let length):
            guard bytes.count - head.bodyStart >= length else { return nil }
            start = head.bodyStart + length
            return (.init(status: head.status, body: Array(bytes[head.bodyStart..<start])), head.closes)
        case .chunked:
            guard let (body, end) = try chunks(from: head.bodyStart) else { return nil }
            start = end
            return (.init(status: head.status, body: body), head.closes)
        case .untilClose:
            return nil
        }
    }

    /// The status line and headers of the answer at `start`, or nil when they are not all here yet.
    private func head() throws(PipelinedHTTPClient.Failure) -> Head? {
        guard let end = find([13, 10, 13, 10], from: start) else { return nil }
        let lines = String(decoding: bytes[start..<end], as: UTF8.self).split(separator: "\r\n")
        let statusFields = lines.first?.split(separator: " ") ?? []
        guard statusFields.count >= 2, statusFields[0].hasPrefix("HTTP/1."), let status = Int(statusFields[1]) else {
            throw .init(reason: "answered something that is not HTTP/1.1")
        }
        var framing = Framing.untilClose
        var closes = statusFields[0] == "HTTP/1.0"
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces).lowercased()
            switch name {
            case "content-length" where framing != .chunked:
                guard let length = Int(value), length >= 0 else { throw .init(reason: "answered a bad Content-Length") }
                framing = .length(length)
            case "transfer-encoding" where value.hasSuffix("chunked"): framing = .chunked
            case "connection": closes = value.contains("close") ? true : value.contains("keep-alive") ? false : closes
            default: break
            }
        }
        // Answers that never have a body.
        if status == 204 || status == 304 || (100..<200).contains(status) { framing = .length(0) }
        return Head(status: status, framing: framing, closes: closes, bodyStart: end + 4)
    }

    /// A chunked body from `offset`: its bytes and where the answer ends, or nil when it is not all here yet.
    private func chunks(from offset: Int) throws(PipelinedHTTPClient.Failure) -> ([UInt8], Int)? {
        var body: [UInt8] = []
        var position = offset
        while true {
            guard let lineEnd = find([13, 10], from: position) else { return nil }
            let sizeText =
                String(decoding: bytes[position..<lineEnd], as: UTF8.self)
                .split(separator: ";").first.map(String.init) ?? ""
            guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16), size >= 0 else {
                throw .init(reason: "answered a bad chunk size")
            }
            position = lineEnd + 2
            if size == 0 {
                // Trailer lines, then an empty line.
                while true {
                    guard let end = find([13, 10], from: position) else { return nil }
                    defer { position = end + 2 }
                    if end == position { return (body, end + 2) }
                }
            }
            guard bytes.count >= position + size + 2 else { return nil }
            body += bytes[position..<(position + size)]
            position += size + 2
        }
    }

    private func find(_ pattern: [UInt8], from offset: Int) -> Int? {
        guard bytes.count >= pattern.count else { return nil }
        var index = offset
        while index + pattern.count <= bytes.count {
            if bytes[index] == pattern[0], Array(bytes[index..<(index + pattern.count)]) == pattern { return index }
            index += 1
        }
        return nil
    }

    /// Drops the bytes of answers already read.
    private mutating func compact() {
        bytes.removeFirst(start)
        start = 0
    }
}

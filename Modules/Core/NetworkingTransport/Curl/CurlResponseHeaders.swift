import Foundation

/// The status line and header fields of the response being received, read a line at a time as libcurl hands
/// them over. A new status line starts over: after redirects (and a 100 Continue) the last response is the one.
struct CurlResponseHeaders {
    private(set) var statusCode = 0
    private(set) var version = "HTTP/1.1"
    private(set) var fields: [String: String] = [:]

    /// Reads one line ("HTTP/1.1 200 OK", "Name: value", or the empty line that ends the headers).
    mutating func add(_ line: UnsafeRawBufferPointer) {
        let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return }
        if text.hasPrefix("HTTP/") {
            let parts = text.split(separator: " ", maxSplits: 2)
            statusCode = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
            version = String(parts[0])
            fields = [:]
        } else if let colon = text.firstIndex(of: ":") {
            let name = String(text[..<colon]).trimmingCharacters(in: .whitespaces)
            let value = String(text[text.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
            // Repeated fields are one, comma-separated, as HTTPURLResponse keeps them.
            fields[name] = fields[name].map { $0 + ", " + value } ?? value
        }
    }
}

import FoundationEssentials
import SystemIO

/// Prints one readable line per request and per response to standard error while developing.
/// Off by default; every line goes through a `Redactor`, so secrets never reach the output.
public struct NetworkLogger: Sendable {
    /// How much the logger writes.
    public enum Level: Int, Sendable, Comparable {
        case off
        /// One line per request and per response: method, URL, status, duration, size.
        case info
        /// Also headers and the start of each body.
        case verbose

        /// Levels order from `off` to `verbose`.
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// How much it writes.
    public let level: Level
    private let write: @Sendable (String) -> Void

    /// A logger writing to standard error.
    public init(level: Level) {
        self.init(level: level) { line in try? FileDescriptor.standardError.write((line + "\n").utf8) }
    }

    /// A logger writing lines to `write` (tests).
    public init(level: Level, write: @escaping @Sendable (String) -> Void) {
        self.level = level
        self.write = write
    }

    /// A logger that writes nothing.
    public static let off = NetworkLogger(level: .off) { _ in }

    /// The level named by `MOVIELAND_NETWORK_LOG` (`info`, `verbose`; anything else is off).
    public static func level(from environment: EnvironmentVariables) -> Level {
        switch environment["MOVIELAND_NETWORK_LOG"]?.lowercased() {
        case "info", "1", "true": .info
        case "verbose", "debug", "2": .verbose
        default: .off
        }
    }

    func logRequest(_ request: HTTPRequest, attempt: Int, redactor: Redactor) {
        guard level >= .info else { return }
        let retry = attempt > 1 ? " (attempt \(attempt))" : ""
        write("→ \(request.method) \(redactor.redact(request.url))\(retry)")
        guard level >= .verbose else { return }
        logHeaders(request.headers, redactor: redactor)
        if let body = request.body, !body.isEmpty { write("  body: \(preview(body, redactor: redactor))") }
    }

    func logResponse(
        _ response: HTTPResponse, body: Data, method: String, url: URL, duration: TimeInterval, redactor: Redactor
    ) {
        guard level >= .info else { return }
        write(
            "← \(response.statusCode) \(method) \(redactor.redact(url)) (\(Int((duration * 1000).rounded())) ms, \(Self.size(body.count)))"
        )
        guard level >= .verbose else { return }
        logHeaders(response.headers, redactor: redactor)
        if !body.isEmpty { write("  body: \(preview(body, redactor: redactor))") }
    }

    func logFailure(_ error: NetworkError, method: String, duration: TimeInterval) {
        guard level >= .info else { return }
        // The error's URL was redacted when the error was made.
        write("✗ \(method) \(error) (\(Int((duration * 1000).rounded())) ms)")
    }

    func logCache(_ event: String, url: URL, redactor: Redactor) {
        guard level >= .info else { return }
        write("  cache \(event): \(redactor.redact(url))")
    }

    private func logHeaders(_ headers: [String: String], redactor: Redactor) {
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
            write("  \(name): \(redactor.redact(header: name, value: value))")
        }
    }

    private func preview(_ body: Data, redactor: Redactor) -> String {
        let text = String(decoding: body.prefix(512), as: UTF8.self)
        let clean = String(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : Character($0) })
        return redactor.redact(clean) + (body.count > 512 ? "…" : "")
    }

    static func size(_ bytes: Int) -> String {
        bytes < 1024
            ? "\(bytes) B"
            : bytes < 1 << 20
                ? "\((bytes * 10 / 1024) / 10).\((bytes * 10 / 1024) % 10) KB"
                : "\((bytes * 10 >> 20) / 10).\((bytes * 10 >> 20) % 10) MB"
    }
}

/// Why a request failed, in cases a caller can act on. URLs in it are already redacted.
public enum NetworkError: Error, Codable, Equatable, Sendable, CustomStringConvertible {
    /// The endpoint could not be turned into a request.
    case invalidRequest(reason: String)
    /// No HTTP answer: timeout, refused connection, lost connection, cancellation, ...
    case transport(TransportFailure, url: String)
    /// The server answered with a non-success status; `bodyPrefix` is the start of its body, sanitised.
    case httpStatus(code: Int, url: String, bodyPrefix: String, retryAfter: Double?)
    /// The server did not send JSON.
    case unexpectedContentType(String, url: String)
    /// The body is not the expected JSON; `path` is the coding path of the bad field (`results[0].title`).
    case decoding(path: String, reason: String, url: String)
    /// The body exceeded the endpoint's limit.
    case bodyTooLarge(limit: Int, url: String)
    /// The server kept redirecting.
    case tooManyRedirects(url: String)
    /// Requests cannot be made on this machine: `reason` says what is missing and what to install.
    case transportUnavailable(reason: String)

    /// The failure in one line, with the (redacted) URL where there is one.
    public var description: String {
        switch self {
        case .invalidRequest(let reason):
            "invalid request: \(reason)"
        case .transport(let failure, let url):
            "\(failure) (\(url))"
        case .httpStatus(let code, let url, let body, let retryAfter):
            "HTTP \(code) from \(url)" + (body.isEmpty ? "" : ": \(body)")
                + (retryAfter.map { " (retry after \(Int($0.rounded(.up))) s)" } ?? "")
        case .unexpectedContentType(let type, let url):
            "expected JSON from \(url) but got \(type.isEmpty ? "no content type" : type)"
        case .decoding(let path, let reason, let url):
            "unexpected JSON from \(url) at \(path.isEmpty ? "the top level" : path): \(reason)"
        case .bodyTooLarge(let limit, let url):
            "the response from \(url) is larger than \(limit) bytes"
        case .tooManyRedirects(let url):
            "too many redirects from \(url)"
        case .transportUnavailable(let reason):
            reason
        }
    }

    /// Whether the same request might succeed if sent again.
    var isTransient: Bool {
        switch self {
        case .transport(let failure, _): failure != .cancelled
        case .httpStatus(let code, _, _, _): code == 429 || (500...599).contains(code) && code != 501
        default: false
        }
    }
}

/// A failure below HTTP.
public enum TransportFailure: Codable, Equatable, Sendable, CustomStringConvertible {
    case timeout
    case connectionRefused
    case connectionLost
    case cannotFindHost
    case cancelled
    case other(String)

    /// The reason in a few words.
    public var description: String {
        switch self {
        case .timeout: "the request timed out"
        case .connectionRefused: "the connection was refused"
        case .connectionLost: "the connection was lost"
        case .cannotFindHost: "the host could not be found"
        case .cancelled: "the request was cancelled"
        case .other(let detail): "network error: \(detail)"
        }
    }
}

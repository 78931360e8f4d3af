import FoundationEssentials

/// The status and headers of an HTTP answer (the body travels beside it).
public struct HTTPResponse: HTTPHeaderFields, Codable, Sendable, Equatable {
    /// The status code, such as 200 or 404.
    public var statusCode: Int
    /// Header fields by name as the server sent them; `value(forHeader:)` ignores the names' case.
    public var headers: [String: String]

    /// An answer with `statusCode` and `headers`.
    public init(statusCode: Int, headers: [String: String] = [:]) {
        self.statusCode = statusCode
        self.headers = headers
    }
}

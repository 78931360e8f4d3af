import FoundationEssentials

/// Everything needed to make one request and decode its answer into `Response`.
public struct Endpoint<Response: Decodable>: Sendable {
    var baseURL: URL
    /// Path segments appended to the base URL, percent-encoded individually (a "/" inside a segment is data).
    var pathSegments: [String]
    var method: HTTPMethod
    var queryItems: [URLQueryItem]
    var headers: [String: String]
    var body: Data?
    /// Seconds without progress before the request fails with a timeout.
    var timeout: TimeInterval
    /// Bodies larger than this fail with `NetworkError.bodyTooLarge` instead of filling memory.
    var maximumBodySize: Int
    /// Whether the response cache may answer or store this request (GET only).
    var cachePolicy: CachePolicy
    /// Values that must never be printed (API keys, tokens), in addition to the standard secret names.
    var secrets: [String]
    /// How long a decoded answer may be kept, or nil not to keep it: an API that reports errors in a 200 body
    /// keeps its films but not its transient errors. Unset, every answer keeps the cache policy's lifetime.
    var cacheLifetime: (@Sendable (Response) -> TimeInterval?)?

    /// An endpoint at `baseURL` followed by `path` (each element percent-encoded).
    /// - Parameters:
    ///   - timeout: Seconds before one attempt is abandoned.
    ///   - maximumBodySize: Bytes above which the response is refused.
    ///   - cachePolicy: Whether and how long the response may be cached.
    ///   - secrets: Values (API keys) to redact from logs and errors.
    public init(
        baseURL: URL, path: [String] = [], method: HTTPMethod = .get, queryItems: [URLQueryItem] = [],
        headers: [String: String] = [:], body: Data? = nil, timeout: TimeInterval = 15,
        maximumBodySize: Int = 8 << 20, cachePolicy: CachePolicy = .useCache(timeToLive: 3600), secrets: [String] = [],
        cacheLifetime: (@Sendable (Response) -> TimeInterval?)? = nil
    ) {
        self.baseURL = baseURL
        self.pathSegments = path
        self.method = method
        self.queryItems = queryItems
        self.headers = headers
        self.body = body
        self.timeout = timeout
        self.maximumBodySize = maximumBodySize
        self.cachePolicy = cachePolicy
        self.secrets = secrets
        self.cacheLifetime = cacheLifetime
    }
}

/// How the response cache treats a request.
public enum CachePolicy: Sendable, Equatable {
    /// Answer from the cache while an entry is younger than `timeToLive` seconds; then revalidate.
    case useCache(timeToLive: TimeInterval)
    /// Always ask the server, but store the answer.
    case reload
    /// Neither read nor write the cache.
    case bypass
}

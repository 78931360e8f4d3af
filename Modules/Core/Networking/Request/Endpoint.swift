import Foundation

/// Everything needed to make one request and decode its answer into `Response`.
public struct Endpoint<Response: Decodable>: Sendable {
    public var baseURL: URL
    /// Path segments appended to the base URL, percent-encoded individually (a "/" inside a segment is data).
    public var pathSegments: [String]
    public var method: HTTPMethod
    public var queryItems: [URLQueryItem]
    public var headers: [String: String]
    public var body: Data?
    /// Seconds without progress before the request fails with a timeout.
    public var timeout: TimeInterval
    /// Bodies larger than this fail with `NetworkError.bodyTooLarge` instead of filling memory.
    public var maximumBodySize: Int
    /// Whether the response cache may answer or store this request (GET only).
    public var cachePolicy: CachePolicy
    /// Values that must never be printed (API keys, tokens), in addition to the standard secret names.
    public var secrets: [String]
    /// How long a decoded answer may be kept, or nil not to keep it: an API that reports errors in a 200 body
    /// keeps its films but not its transient errors. Unset, every answer keeps the cache policy's lifetime.
    public var cacheLifetime: (@Sendable (Response) -> TimeInterval?)?

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

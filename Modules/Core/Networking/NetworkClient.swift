import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Fetches endpoints: request provider (send, retry) + response cache + response provider (validate, decode).
public struct NetworkClient: Sendable {
    public let requestProvider: RequestProvider
    public let responseProvider: ResponseProvider
    public let cache: ResponseCache?

    public init(
        requestProvider: RequestProvider = RequestProvider(), responseProvider: ResponseProvider = ResponseProvider(),
        cache: ResponseCache? = nil
    ) {
        self.requestProvider = requestProvider
        self.responseProvider = responseProvider
        self.cache = cache
    }

    /// The decoded answer to `endpoint`.
    public func fetch<Response: Decodable>(_ endpoint: Endpoint<Response>) async throws(NetworkError) -> Response {
        let redactor = Redactor(secrets: endpoint.secrets)
        let (body, url) = try await data(for: endpoint, redactor: redactor)
        return try responseProvider.decode(Response.self, from: body, redactedURL: url)
    }

    /// The validated body for `endpoint`, from the cache when it is fresh or still valid (304).
    func data<Response>(
        for endpoint: Endpoint<Response>, redactor: Redactor
    ) async throws(NetworkError)
        -> (Data, String)
    {
        var request = try requestProvider.request(for: endpoint)
        let url = request.url!
        let redactedURL = redactor.redact(url)
        let cacheable = endpoint.method == .get && endpoint.cachePolicy != .bypass
        let cache = cacheable ? self.cache : nil
        let key = ResponseCache.key(for: request)
        var cached: ResponseCache.Entry?
        if let cache, case .useCache(let timeToLive) = endpoint.cachePolicy, let entry = cache.entry(for: key) {
            if cache.isFresh(entry, timeToLive: timeToLive) {
                requestProvider.logger.logCache("hit", url: url, redactor: redactor)
                return (entry.body, redactedURL)
            }
            if let etag = entry.etag {
                request.setValue(etag, forHTTPHeaderField: "If-None-Match")
                cached = entry
            }
        }
        let (response, body) = try await requestProvider.send(
            request, method: endpoint.method, maximumBodySize: endpoint.maximumBodySize, redactor: redactor)
        if response.statusCode == 304, let cached, let cache {
            requestProvider.logger.logCache("revalidated", url: url, redactor: redactor)
            cache.refresh(cached, for: key)
            return (cached.body, redactedURL)
        }
        try responseProvider.validate(response, body: body, redactedURL: redactedURL, redactor: redactor)
        cache?.store(
            body: body, etag: response.value(forHTTPHeaderField: "ETag"),
            contentType: response.value(forHTTPHeaderField: "Content-Type"), for: key)
        return (body, redactedURL)
    }
}

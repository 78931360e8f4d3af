import FoundationEssentials

/// Fetches endpoints: request provider (send, retry) + response cache + response provider (validate, decode).
public struct NetworkClient: Sendable {
    let requestProvider: RequestProvider
    let responseProvider: ResponseProvider
    let cache: ResponseCache?

    /// A client that sends with `requestProvider`, decodes with `responseProvider` and, when given, answers
    /// from and fills `cache`.
    public init(
        requestProvider: RequestProvider = RequestProvider(), responseProvider: ResponseProvider = ResponseProvider(),
        cache: ResponseCache? = nil
    ) {
        self.requestProvider = requestProvider
        self.responseProvider = responseProvider
        self.cache = cache
    }

    /// The decoded answer to `endpoint`. A network answer is cached only once it has decoded, and only for
    /// as long as `endpoint.cacheLifetime` allows.
    public func fetch<Response: Decodable>(_ endpoint: Endpoint<Response>) async throws(NetworkError) -> Response {
        let redactor = Redactor(secrets: endpoint.secrets)
        let answer = try await data(for: endpoint, redactor: redactor)
        let value = try responseProvider.decode(Response.self, from: answer.body, redactedURL: answer.redactedURL)
        if let store = answer.store {
            let lifetime: TimeInterval?? = endpoint.cacheLifetime.map { $0(value) }
            switch lifetime {
            case nil: store(nil)  // no rule: the request's policy decides when it is read
            case let chosen??: store(chosen)
            case .some(nil): break  // the answer says not to keep it
            }
        }
        return value
    }

    /// A validated body for `endpoint`, from the cache when it is fresh or still valid (304); for a network
    /// answer that may be cached, `store` keeps it (with its own lifetime, or nil for the request's).
    private func data<Response>(
        for endpoint: Endpoint<Response>, redactor: Redactor
    ) async throws(NetworkError)
        -> (body: Data, redactedURL: String, store: ((TimeInterval?) -> Void)?)
    {
        var request = try requestProvider.request(for: endpoint)
        let url = request.url
        let redactedURL = redactor.redact(url)
        let cacheable = endpoint.method == .get && endpoint.cachePolicy != .bypass
        let cache = cacheable ? self.cache : nil
        let key = ResponseCache.key(for: request)
        var cached: ResponseCache.Entry?
        if let cache, case .useCache(let timeToLive) = endpoint.cachePolicy, let entry = cache.entry(for: key) {
            if cache.isFresh(entry, timeToLive: timeToLive) {
                requestProvider.logger.logCache("hit", url: url, redactor: redactor)
                return (entry.body, redactedURL, nil)
            }
            if let etag = entry.etag {
                request.setValue(etag, forHeader: "If-None-Match")
                cached = entry
            }
        }
        let (response, body) = try await requestProvider.send(
            request, method: endpoint.method, maximumBodySize: endpoint.maximumBodySize, redactor: redactor)
        if response.statusCode == 304, let cached, let cache {
            requestProvider.logger.logCache("revalidated", url: url, redactor: redactor)
            cache.refresh(cached, for: key)
            return (cached.body, redactedURL, nil)
        }
        try responseProvider.validate(response, body: body, redactedURL: redactedURL, redactor: redactor)
        guard let cache else { return (body, redactedURL, nil) }
        let etag = response.value(forHeader: "ETag")
        let contentType = response.value(forHeader: "Content-Type")
        return (
            body, redactedURL,
            { timeToLive in
                cache.store(body: body, etag: etag, contentType: contentType, timeToLive: timeToLive, for: key)
            }
        )
    }
}

import FoundationEssentials

/// Builds requests from endpoints and sends them, retrying transient failures by its policy.
public struct RequestProvider: Sendable {
    let transport: any HTTPTransport
    let retryPolicy: RetryPolicy
    let logger: NetworkLogger

    /// A provider that retries as `retryPolicy` says and logs to `logger`, sending through the
    /// `movieland-network` helper.
    public init(retryPolicy: RetryPolicy = RetryPolicy(), logger: NetworkLogger = .off) {
        self.init(transport: TransferHelperTransport(), retryPolicy: retryPolicy, logger: logger)
    }

    /// A provider that sends through `transport`.
    public init(transport: any HTTPTransport, retryPolicy: RetryPolicy = RetryPolicy(), logger: NetworkLogger = .off) {
        self.transport = transport
        self.retryPolicy = retryPolicy
        self.logger = logger
    }

    /// The request for `endpoint`, with each path segment and query value percent-encoded.
    func request<Response>(for endpoint: Endpoint<Response>) throws(NetworkError) -> HTTPRequest {
        try RequestBuilder.request(for: endpoint)
    }

    /// Sends `request`; 429, 5xx and transport failures are retried when the method is idempotent.
    /// Returns the final answer whatever its status (status checks are the `ResponseProvider`'s).
    func send(
        _ request: HTTPRequest, method: HTTPMethod, maximumBodySize: Int, redactor: Redactor
    ) async throws(NetworkError) -> (HTTPResponse, Data) {
        let url = request.url
        let redactedURL = redactor.redact(url)
        let clock = ContinuousClock()
        let start = clock.now
        var attempt = 1
        while true {
            let attemptStart = clock.now
            logger.logRequest(request, attempt: attempt, redactor: redactor)
            let failure: NetworkError
            // A retryable status that ends the retries is still an answer, for the response provider to report.
            var lastAnswer: (HTTPResponse, Data)?
            do {
                let (response, body) = try await transport.send(
                    request, maximumBodySize: maximumBodySize, redactedURL: redactedURL)
                logger.logResponse(
                    response, body: body, method: method.rawValue, url: url,
                    duration: (clock.now - attemptStart).seconds, redactor: redactor)
                guard response.statusCode == 429 || (500...599).contains(response.statusCode) else {
                    return (response, body)
                }
                failure = .httpStatus(
                    code: response.statusCode, url: redactedURL,
                    bodyPrefix: ResponseProvider.prefix(of: body, redactor: redactor),
                    retryAfter: RetryPolicy.retryAfter(response.value(forHeader: "Retry-After")))
                lastAnswer = (response, body)
            } catch {
                logger.logFailure(error, method: method.rawValue, duration: (clock.now - attemptStart).seconds)
                failure = error
            }
            guard
                let delay = retryPolicy.delay(
                    after: failure, attempt: attempt, method: method, elapsed: (clock.now - start).seconds)
            else {
                if let lastAnswer { return lastAnswer }
                throw failure
            }
            try await pause(delay, url: redactedURL)
            attempt += 1
        }
    }

    private func pause(_ seconds: TimeInterval, url: String) async throws(NetworkError) {
        do {
            try await Task.sleep(for: .milliseconds(Int((seconds * 1000).rounded())))
        } catch {
            throw .transport(.cancelled, url: url)
        }
    }
}

extension Duration {
    /// The duration in seconds, as a floating-point number.
    var seconds: TimeInterval {
        let (seconds, attoseconds) = components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}

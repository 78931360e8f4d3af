import Foundation
import Networking

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `HTTPTransport` on `URLSession`, through a delegate so the body size is checked while it arrives,
/// redirects are bounded, and cancelling the Swift task cancels the request. The `movieland-network`
/// helper runs the app's transfers with it.
public final class URLSessionTransport: HTTPTransport {
    /// Redirects followed before giving up with `tooManyRedirects`.
    public static let maximumRedirects = 10

    private let session: URLSession
    private let delegate: SessionDelegate

    /// A transport with its own ephemeral session (no cookies, no URL cache).
    public init() {
        let configuration = URLSessionConfiguration.ephemeral
        // The module has its own cache, with revalidation; URLSession's must not answer behind its back.
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        delegate = SessionDelegate()
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// Sends `request` and collects the whole body, refusing one over `maximumBodySize` bytes.
    public func send(
        _ request: HTTPRequest, maximumBodySize: Int, redactedURL: String
    ) async throws(NetworkError)
        -> (HTTPResponse, Data)
    {
        let (response, body) = try await send(
            URLRequest(request), maximumBodySize: maximumBodySize, redactedURL: redactedURL)
        return (HTTPResponse(response), body)
    }

    /// Writes the body of `request` into `target` as it arrives (see `HTTPTransport.download`).
    public func download(
        _ request: HTTPRequest, into target: PartialDownload, redactedURL: String,
        progress: @escaping @Sendable (Int, Int?) -> Void
    ) async throws(NetworkError) -> DownloadResult {
        let transfer = DownloadTransfer(target: target, redactedURL: redactedURL, progress: progress)
        return try await transfer.run(URLRequest(request), idleTimeout: request.timeout)
    }

    private func send(
        _ request: URLRequest, maximumBodySize: Int, redactedURL: String
    ) async throws(NetworkError)
        -> (HTTPURLResponse, Data)
    {
        let handle = TaskHandle()
        let state = TransferState(limit: maximumBodySize, redactedURL: redactedURL)
        // No progress (headers or body bytes) for `timeoutInterval` seconds cancels the transfer.
        let watchdog = IdleWatchdog(
            timeout: request.timeoutInterval > 0 ? request.timeoutInterval : 60,
            idleSeconds: { [delegate] in delegate.idleSeconds(state) },
            onTimeout: { [delegate] in
                delegate.markTimedOut(state)
                handle.cancel()
            })
        defer { watchdog.cancel() }
        do {
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    let task = session.dataTask(with: request)
                    delegate.track(task.taskIdentifier, state, continuation: continuation)
                    handle.start(task)
                }
            } onCancel: {
                handle.cancel()
            }
        } catch let error as NetworkError {
            throw error
        } catch {
            throw .transport(.other("\(error)"), url: redactedURL)
        }
    }
}

/// The URLSession task of one `send`, so cancellation can reach it whenever it happens.
private final class TaskHandle: @unchecked Sendable {
    private let lock = NSLock()
    private var task: URLSessionTask?
    private var cancelled = false

    func start(_ task: URLSessionTask) {
        let alreadyCancelled = lock.withLock {
            self.task = task
            return cancelled
        }
        if alreadyCancelled { task.cancel() } else { task.resume() }
    }

    func cancel() {
        let task = lock.withLock {
            cancelled = true
            return self.task
        }
        task?.cancel()
    }
}

/// What is known about one transfer while it runs.
private final class TransferState: @unchecked Sendable {
    let limit: Int
    let redactedURL: String
    var continuation: CheckedContinuation<(HTTPURLResponse, Data), any Error>?
    var lastActivity = ContinuousClock.now
    var timedOut = false
    var body = Data()
    var response: HTTPURLResponse?
    var exceededLimit = false
    var redirects = 0
    var tooManyRedirects = false

    init(limit: Int, redactedURL: String) {
        self.limit = limit
        self.redactedURL = redactedURL
    }
}

/// Receives URLSession's callbacks (on its own queue) and completes each transfer exactly once.
private final class SessionDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var transfers: [Int: TransferState] = [:]

    func track(
        _ identifier: Int, _ state: TransferState,
        continuation: CheckedContinuation<(HTTPURLResponse, Data), any Error>
    ) {
        lock.withLock {
            state.continuation = continuation
            state.lastActivity = .now
            transfers[identifier] = state
        }
    }

    func idleSeconds(_ state: TransferState) -> TimeInterval {
        lock.withLock { (ContinuousClock.now - state.lastActivity).seconds }
    }

    func markTimedOut(_ state: TransferState) {
        lock.withLock { state.timedOut = true }
    }

    private func state(_ task: URLSessionTask) -> TransferState? {
        lock.withLock { transfers[task.taskIdentifier] }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        guard let state = state(dataTask) else { return completionHandler(.cancel) }
        let http = response as? HTTPURLResponse
        let exceeds = response.expectedContentLength > Int64(state.limit)
        lock.withLock {
            state.response = http
            state.lastActivity = .now
            if exceeds { state.exceededLimit = true }
        }
        completionHandler(exceeds ? .cancel : .allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        guard let state = state(dataTask) else { return }
        let exceeds = lock.withLock {
            state.body.append(data)
            state.lastActivity = .now
            if state.body.count > state.limit { state.exceededLimit = true }
            return state.exceededLimit
        }
        if exceeds { dataTask.cancel() }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        guard let state = state(task) else { return completionHandler(nil) }
        let allowed = lock.withLock {
            state.redirects += 1
            if state.redirects > URLSessionTransport.maximumRedirects { state.tooManyRedirects = true }
            return !state.tooManyRedirects
        }
        completionHandler(allowed ? request : nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let state = lock.withLock({ transfers.removeValue(forKey: task.taskIdentifier) }),
            let continuation = lock.withLock({ state.continuation })
        else { return }
        let url = state.redactedURL
        let (timedOut, exceeded, redirected, response, body) = lock.withLock {
            (state.timedOut, state.exceededLimit, state.tooManyRedirects, state.response, state.body)
        }
        if timedOut {
            continuation.resume(throwing: NetworkError.transport(.timeout, url: url))
        } else if exceeded {
            continuation.resume(throwing: NetworkError.bodyTooLarge(limit: state.limit, url: url))
        } else if redirected {
            continuation.resume(throwing: NetworkError.tooManyRedirects(url: url))
        } else if let error {
            var failure = TransportFailure(error)
            if failure != .cancelled, let response, response.expectedContentLength > Int64(body.count) {
                // Headers promised more body than arrived: the server or the network cut the transfer.
                failure = .connectionLost
            }
            continuation.resume(throwing: NetworkError.transport(failure, url: url))
        } else if let response = response ?? (task.response as? HTTPURLResponse) {
            continuation.resume(returning: (response, body))
        } else {
            continuation.resume(throwing: NetworkError.transport(.other("no HTTP response"), url: url))
        }
    }

}

extension URLRequest {
    /// The URLSession request for `request`; the module's own cache is the only one.
    init(_ request: HTTPRequest) {
        self.init(url: request.url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: request.timeout)
        httpMethod = request.method
        httpBody = request.body
        for (name, value) in request.headers { setValue(value, forHTTPHeaderField: name) }
    }
}

extension HTTPResponse {
    /// The status and headers of `response`.
    init(_ response: HTTPURLResponse) {
        var headers: [String: String] = [:]
        for (name, value) in response.allHeaderFields { headers["\(name)"] = "\(value)" }
        self.init(statusCode: response.statusCode, headers: headers)
    }
}

extension TransportFailure {
    /// The failure a URLSession error stands for.
    init(_ error: any Error) {
        let error = error as NSError
        guard error.domain == NSURLErrorDomain else {
            self = .other(error.localizedDescription)
            return
        }
        switch error.code {
        case NSURLErrorTimedOut: self = .timeout
        case NSURLErrorCannotConnectToHost: self = .connectionRefused
        case NSURLErrorNetworkConnectionLost, NSURLErrorCannotParseResponse, NSURLErrorBadServerResponse,
            NSURLErrorZeroByteResource:
            self = .connectionLost
        case NSURLErrorCannotFindHost, NSURLErrorDNSLookupFailed: self = .cannotFindHost
        case NSURLErrorCancelled: self = .cancelled
        case NSURLErrorHTTPTooManyRedirects: self = .other("too many redirects")
        default: self = .other(error.localizedDescription)
        }
    }
}

import Foundation
import Networking

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The URLSession task of one `send`, so cancellation can reach it whenever it happens.
final class TaskHandle: @unchecked Sendable {
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
final class TransferState: @unchecked Sendable {
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
final class SessionDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
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
        let decide = dataTask.responseDecision(completionHandler)
        guard let state = state(dataTask) else { return decide(.cancel) }
        let http = response as? HTTPURLResponse
        let exceeds = response.expectedContentLength > Int64(state.limit)
        lock.withLock {
            state.response = http
            state.lastActivity = .now
            if exceeds { state.exceededLimit = true }
        }
        decide(exceeds ? .cancel : .allow)
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
        } else if redirected || (error as? URLError)?.code == .httpTooManyRedirects {
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

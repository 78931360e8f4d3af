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

    /// A transport with its own ephemeral session (no cookies, no URL cache), its transfers on libcurl through
    /// `CurlURLProtocol`.
    public init() {
        CurlURLProtocol.maximumRedirects = Self.maximumRedirects
        delegate = SessionDelegate()
        session = URLSession(configuration: .transfers, delegate: delegate, delegateQueue: nil)
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

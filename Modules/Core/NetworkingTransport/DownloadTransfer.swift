import Foundation
import Networking

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One download's URLSession task: writes the body to the partial file as it arrives and completes once.
final class DownloadTransfer: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let partial: URL
    private let sidecar: URL
    private let resumeFrom: Int
    private let redactedURL: String
    private let progress: @Sendable (Int, Int?) -> Void
    private let lock = NSLock()
    private var continuation: CheckedContinuation<DownloadResult, any Error>?
    private var file: FileHandle?
    private var received = 0
    private var start = 0
    private var expected: Int?
    private var validators = DownloadValidators(etag: nil, lastModified: nil)
    private var failure: NetworkError?
    private var notModified = false
    private var lastActivity = ContinuousClock.now

    init(target: PartialDownload, redactedURL: String, progress: @escaping @Sendable (Int, Int?) -> Void) {
        self.partial = target.partial
        self.sidecar = target.sidecar
        self.resumeFrom = target.resumeFrom
        self.redactedURL = redactedURL
        self.progress = progress
    }

    func run(_ request: URLRequest, idleTimeout: TimeInterval) async throws(NetworkError) -> DownloadResult {
        let session = URLSession(configuration: .transfers, delegate: self, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        let task = session.dataTask(with: request)
        let watchdog = IdleWatchdog(
            timeout: idleTimeout,
            idleSeconds: { [self] in lock.withLock { (ContinuousClock.now - lastActivity).seconds } },
            onTimeout: { [self] in
                fail(.transport(.timeout, url: redactedURL))
                task.cancel()
            })
        defer { watchdog.cancel() }
        do {
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    lock.withLock { self.continuation = continuation }
                    task.resume()
                }
            } onCancel: {
                task.cancel()
            }
        } catch let error as NetworkError {
            throw error
        } catch {
            throw .transport(.other("\(error)"), url: redactedURL)
        }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let decide = dataTask.responseDecision(completionHandler)
        lock.withLock { lastActivity = .now }
        guard let http = response as? HTTPURLResponse else { return decide(.cancel) }
        let headers = DownloadValidators(
            etag: http.value(forHTTPHeaderField: "ETag"), lastModified: http.value(forHTTPHeaderField: "Last-Modified"))
        let length = http.expectedContentLength >= 0 ? Int(http.expectedContentLength) : nil
        switch http.statusCode {
        case 304:
            lock.withLock { notModified = true }
            decide(.cancel)
        case 200, 206:
            // 206 continues the partial file; 200 is the whole file (new, or changed since): start over.
            let appending = http.statusCode == 206 && Self.rangeStart(http) == resumeFrom
            guard http.statusCode == 200 || appending else {
                fail(
                    .httpStatus(
                        code: 206, url: redactedURL, bodyPrefix: "a range that was not asked for", retryAfter: nil))
                return decide(.cancel)
            }
            do {
                if !appending {
                    guard FileManager.default.createFile(atPath: partial.path, contents: nil) else {
                        throw CocoaError(.fileWriteNoPermission)
                    }
                    try JSONEncoder().encode(headers).write(to: sidecar, options: .atomic)
                }
                let handle = try FileHandle(forWritingTo: partial)
                try handle.seekToEnd()
                lock.withLock {
                    file = handle
                    start = appending ? resumeFrom : 0
                    expected = length.map { $0 + start }
                    validators = headers
                }
                progress(appending ? resumeFrom : 0, length.map { $0 + (appending ? resumeFrom : 0) })
                decide(.allow)
            } catch {
                fail(
                    .transport(.other("cannot write \(partial.path): \(error.localizedDescription)"), url: redactedURL))
                decide(.cancel)
            }
        default:
            fail(.httpStatus(code: http.statusCode, url: redactedURL, bodyPrefix: "", retryAfter: nil))
            decide(.cancel)
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let (handle, total, sofar) = lock.withLock { () -> (FileHandle?, Int?, Int) in
            lastActivity = .now
            received += data.count
            return (file, expected, start + received)
        }
        do {
            try handle?.write(contentsOf: data)
            progress(sofar, total)
        } catch {
            fail(.transport(.other("cannot write \(partial.path): \(error.localizedDescription)"), url: redactedURL))
            dataTask.cancel()
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let state = lock.withLock { () -> (CheckedContinuation<DownloadResult, any Error>?, NetworkError?, Bool) in
            defer { continuation = nil }
            try? file?.synchronize()
            try? file?.close()
            file = nil
            return (continuation, failure, notModified)
        }
        guard let continuation = state.0 else { return }
        if state.2 { return continuation.resume(returning: .notModified) }
        if let failure = state.1 { return continuation.resume(throwing: failure) }
        let finished: (total: Int, expected: Int?, validators: DownloadValidators, start: Int) = lock.withLock {
            (start + received, expected, validators, start)
        }
        if let error {
            return continuation.resume(throwing: NetworkError.transport(TransportFailure(error), url: redactedURL))
        }
        if let expected = finished.expected, finished.total != expected {
            // Fewer bytes than promised: the connection was cut. The partial file stays for the next try.
            return continuation.resume(throwing: NetworkError.transport(.connectionLost, url: redactedURL))
        }
        continuation.resume(
            returning: .completed(bytes: finished.total, validators: finished.validators, resumedFrom: finished.start))
    }

    private func fail(_ error: NetworkError) {
        lock.withLock { failure = failure ?? error }
    }

    /// The first byte's offset in a `Content-Range: bytes 100-199/200` header.
    private static func rangeStart(_ response: HTTPURLResponse) -> Int? {
        guard let value = response.value(forHTTPHeaderField: "Content-Range"), value.hasPrefix("bytes ") else {
            return nil
        }
        return Int(value.dropFirst(6).prefix { $0.isNumber })
    }
}

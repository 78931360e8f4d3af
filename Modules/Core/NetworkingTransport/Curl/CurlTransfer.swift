import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One HTTP transfer on libcurl's multi interface, run on a thread of its own: it sleeps in `curl_multi_poll`
/// until the socket is ready or `cancel()` wakes it, so a server that says nothing costs nothing.
/// (URLSession on Linux drives libcurl from dispatch sources, and a write source it never cancels wakes it
/// without end while it waits to read: swift-corelibs-foundation's `_SocketSources`.)
///
/// Redirects are followed by libcurl (`maximumRedirects`, http and https only; credentials stay with the first
/// host); the response reported is the last one, with the URL it came from.
final class CurlTransfer: @unchecked Sendable {
    /// How long one wait lasts at most, in milliseconds: `cancel()` wakes it sooner.
    private static let pollMilliseconds: Int32 = 1000

    private let library: CurlLibrary
    private let request: URLRequest
    private let maximumRedirects: Int
    private weak var events: (any CurlTransferEvents)?
    private let lock = NSLock()
    private var multi: CurlLibrary.Handle?
    /// The easy handle, for the callbacks (which run on the transfer's thread, inside `curl_multi_perform`).
    fileprivate private(set) var easyHandle: CurlLibrary.Handle?
    private var cancelled = false
    private var headers = CurlResponseHeaders()
    private var responseSent = false

    init(library: CurlLibrary, request: URLRequest, maximumRedirects: Int, events: any CurlTransferEvents) {
        self.library = library
        self.request = request
        self.maximumRedirects = maximumRedirects
        self.events = events
    }

    /// Stops the transfer: nothing more is reported.
    func cancel() {
        let multi = lock.withLock {
            cancelled = true
            return self.multi
        }
        if let multi { _ = library.multiWakeup(multi) }
    }

    private var isCancelled: Bool { lock.withLock { cancelled } }

    /// Runs the transfer to its end (blocking: call it on a thread of its own).
    func run() {
        guard let easy = library.easyInit(), let multi = library.multiInit() else {
            return fail(CurlCode.urlError(.unknown, "libcurl could not start a transfer", url: request.url))
        }
        easyHandle = easy
        let options = CurlOptions(library: library, easy: easy)
        defer {
            _ = library.multiRemove(multi, easy)
            library.easyCleanup(easy)
            _ = library.multiCleanup(multi)
            options.release()
        }
        let context = Unmanaged.passUnretained(self).toOpaque()
        guard options.configure(request, maximumRedirects: maximumRedirects, context: context) else {
            return fail(CurlCode.urlError(.unsupportedURL, "libcurl refused the request", url: request.url))
        }
        _ = library.multiAdd(multi, easy)
        lock.withLock { self.multi = multi }
        guard let result = perform(multi) else { return }
        finish(easy, result: result)
    }

    /// Drives the transfer until it ends; its result, or nil when it was cancelled.
    private func perform(_ multi: CurlLibrary.Handle) -> Int32? {
        var running: Int32 = 1
        while true {
            if isCancelled { return nil }
            let code = library.multiPerform(multi, &running)
            guard code == 0 else { return CurlCode.multiFailed }
            if running == 0 { break }
            var ready: Int32 = 0
            _ = library.multiPoll(multi, nil, 0, Self.pollMilliseconds, &ready)
        }
        var left: Int32 = 0
        // CURLMsg: { int msg; CURL *easy; union { void *; CURLcode result } }.
        guard let message = library.multiInfoRead(multi, &left), message.load(as: Int32.self) == CurlCode.messageDone
        else { return CurlCode.multiFailed }
        return message.load(fromByteOffset: 2 * MemoryLayout<Int>.size, as: Int32.self)
    }

    private func finish(_ easy: CurlLibrary.Handle, result: Int32) {
        guard !isCancelled else { return }
        guard result == 0 else {
            return fail(CurlCode.urlError(result, message: library.message(result), url: request.url))
        }
        sendResponse(easy)
        events?.transferDidFinish()
    }

    private func fail(_ error: URLError) {
        guard !isCancelled else { return }
        events?.transfer(didFailWith: error)
    }

    // MARK: - libcurl's callbacks

    /// A header line of a response (each response's, when redirects are followed).
    fileprivate func receiveHeader(_ line: UnsafeRawBufferPointer) -> Int {
        lock.withLock { headers.add(line) }
        return line.count
    }

    /// Body bytes: the response goes first, once.
    fileprivate func receiveBody(_ bytes: UnsafeRawBufferPointer, easy: CurlLibrary.Handle?) -> Int {
        guard !isCancelled else { return 0 }
        if let easy { sendResponse(easy) }
        events?.transfer(didLoad: Data(bytes))
        return bytes.count
    }

    private func sendResponse(_ easy: CurlLibrary.Handle) {
        let pending = lock.withLock { () -> CurlResponseHeaders? in
            defer { responseSent = true }
            return responseSent ? nil : headers
        }
        guard let pending, let url = effectiveURL(easy) ?? request.url,
            let response = HTTPURLResponse(
                url: url, statusCode: pending.statusCode, httpVersion: pending.version,
                headerFields: pending.fields)
        else { return }
        events?.transfer(didReceive: response)
    }

    private func effectiveURL(_ easy: CurlLibrary.Handle) -> URL? {
        var pointer: UnsafePointer<CChar>?
        guard library.getInfo(easy, CurlInfo.effectiveURL, &pointer) == 0, let pointer else { return nil }
        return URL(string: String(cString: pointer))
    }

    /// The easy handle a callback's context belongs to: libcurl passes only the context, so the handle is kept.
    fileprivate static func transfer(_ context: UnsafeMutableRawPointer?) -> CurlTransfer? {
        context.map { Unmanaged<CurlTransfer>.fromOpaque($0).takeUnretainedValue() }
    }
}

/// The write callback: body bytes.
let curlBodyCallback: CurlLibrary.Callback = { data, size, count, context in
    guard let transfer = CurlTransfer.transfer(context) else { return 0 }
    return transfer.receiveBody(UnsafeRawBufferPointer(start: data, count: size * count), easy: transfer.easyHandle)
}

/// The header callback: one header line.
let curlHeaderCallback: CurlLibrary.Callback = { data, size, count, context in
    guard let transfer = CurlTransfer.transfer(context) else { return 0 }
    return transfer.receiveHeader(UnsafeRawBufferPointer(start: data, count: size * count))
}

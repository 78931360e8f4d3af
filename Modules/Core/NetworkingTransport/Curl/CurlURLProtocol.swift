import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// http and https for URLSession, on `CurlTransfer`: registered on a session's configuration
/// (`protocolClasses`), it replaces URLSession's own libcurl driver, which spins while a server is silent. The
/// session, its tasks, delegates and async/await API stay URLSession's.
final class CurlURLProtocol: URLProtocol, CurlTransferEvents {
    /// Redirects libcurl follows before the transfer fails with `httpTooManyRedirects`.
    nonisolated(unsafe) static var maximumRedirects = 10

    private let lock = NSLock()
    private var transfer: CurlTransfer?

    override class func canInit(with request: URLRequest) -> Bool {
        guard let scheme = request.url?.scheme?.lowercased() else { return false }
        return (scheme == "http" || scheme == "https") && CurlLibrary.shared != nil
    }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        guard let library = CurlLibrary.shared else {
            return transfer(
                didFailWith: CurlCode.urlError(
                    .unknown,
                    "libcurl (libcurl.so.4, 7.68 or later) is not available; install it (Debian and Ubuntu: "
                        + "apt-get install libcurl4)", url: request.url))
        }
        let transfer = CurlTransfer(
            library: library, request: request, maximumRedirects: Self.maximumRedirects, events: self)
        lock.withLock { self.transfer = transfer }
        // The task holds this protocol until the transfer reports its end or is cancelled; the transfer holds
        // it weakly, so a task given up is not kept alive by its thread.
        let thread = Thread { transfer.run() }
        thread.name = "CurlURLProtocol"
        thread.start()
    }

    override func stopLoading() {
        lock.withLock { transfer }?.cancel()
    }

    func transfer(didReceive response: HTTPURLResponse) {
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
    }

    func transfer(didLoad data: Data) {
        client?.urlProtocol(self, didLoad: data)
    }

    func transferDidFinish() {
        client?.urlProtocolDidFinishLoading(self)
    }

    func transfer(didFailWith error: URLError) {
        client?.urlProtocol(self, didFailWithError: error)
    }
}

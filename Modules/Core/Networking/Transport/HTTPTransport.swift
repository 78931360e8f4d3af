import FoundationEssentials

/// Carries requests to servers and answers back; retries, caching and decoding are above it. The app's
/// transport is `TransferHelperTransport`, which hands each transfer to the `movieland-network` helper so
/// that the app itself never loads libcurl; the helper and the tests use NetworkingTransport's URLSession one.
public protocol HTTPTransport: Sendable {
    /// The response and its complete body; bodies over `maximumBodySize` fail with `bodyTooLarge`.
    /// `redactedURL` is what errors show.
    func send(
        _ request: HTTPRequest, maximumBodySize: Int, redactedURL: String
    ) async throws(NetworkError) -> (HTTPResponse, Data)

    /// Writes the body of `request` into `target.partial` (appending to a 206 answer that continues it,
    /// starting over on a 200), and the answer's validators into `target.sidecar`; `progress` gets the bytes
    /// on disk so far and the total when the server says it. The caller moves the finished file into place.
    func download(
        _ request: HTTPRequest, into target: PartialDownload, redactedURL: String,
        progress: @escaping @Sendable (_ received: Int, _ total: Int?) -> Void
    ) async throws(NetworkError) -> DownloadResult
}

/// Where a download's bytes go while it runs, and how many are there already.
public struct PartialDownload: Codable, Sendable, Equatable {
    /// The file the body is written to.
    public var partial: URL
    /// The file that keeps the answer's validators, so an interrupted download can be resumed.
    public var sidecar: URL
    /// Bytes already in `partial` that the request asks the rest after (0: the whole file).
    public var resumeFrom: Int

    /// A target of `partial`, `sidecar`, continuing after `resumeFrom` bytes.
    public init(partial: URL, sidecar: URL, resumeFrom: Int) {
        self.partial = partial
        self.sidecar = sidecar
        self.resumeFrom = resumeFrom
    }
}

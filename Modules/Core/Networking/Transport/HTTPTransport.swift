import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends one request and returns the raw HTTP answer; retries, caching and decoding are above it.
protocol HTTPTransport: Sendable {
    /// The response and its complete body; bodies over `maximumBodySize` fail with `bodyTooLarge`.
    /// `redactedURL` is what errors show.
    func send(
        _ request: URLRequest, maximumBodySize: Int, redactedURL: String
    ) async throws(NetworkError)
        -> (HTTPURLResponse, Data)
}

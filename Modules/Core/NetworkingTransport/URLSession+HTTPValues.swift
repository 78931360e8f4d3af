import Foundation
import Networking

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLSessionConfiguration {
    /// The configuration of every session here: ephemeral (no cookies), no URL cache (the module has its own,
    /// with revalidation, and URLSession's must not answer behind its back), and http(s) on `CurlURLProtocol`.
    static var transfers: URLSessionConfiguration {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.protocolClasses = [CurlURLProtocol.self]
        return configuration
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

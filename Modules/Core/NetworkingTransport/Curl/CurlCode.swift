import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// libcurl's result codes that matter here (curl/curl.h), and the `URLError` each stands for, as URLSession
/// reports them.
enum CurlCode {
    /// `CURLMSG_DONE`: a transfer ended.
    static let messageDone: Int32 = 1
    /// Not libcurl's: the multi interface itself failed.
    static let multiFailed: Int32 = -1

    /// The `URLError` for libcurl's `code`, with libcurl's words for it.
    static func urlError(_ code: Int32, message: String, url: URL?) -> URLError {
        urlError(errorCode(code), "\(message) (libcurl \(code))", url: url)
    }

    /// A `URLError` of `code` saying `description` about `url`.
    static func urlError(_ code: URLError.Code, _ description: String, url: URL?) -> URLError {
        var info: [String: Any] = [NSLocalizedDescriptionKey: description]
        if let url {
            info[NSURLErrorFailingURLErrorKey] = url
        }
        return URLError(code, userInfo: info)
    }

    private static func errorCode(_ code: Int32) -> URLError.Code {
        switch code {
        case 1: .unsupportedURL  // CURLE_UNSUPPORTED_PROTOCOL
        case 3: .badURL  // CURLE_URL_MALFORMAT
        case 5, 6: .cannotFindHost  // CURLE_COULDNT_RESOLVE_PROXY, CURLE_COULDNT_RESOLVE_HOST
        case 7: .cannotConnectToHost  // CURLE_COULDNT_CONNECT
        case 8: .badServerResponse  // CURLE_WEIRD_SERVER_REPLY
        case 28: .timedOut  // CURLE_OPERATION_TIMEDOUT
        case 35: .secureConnectionFailed  // CURLE_SSL_CONNECT_ERROR
        case 47: .httpTooManyRedirects  // CURLE_TOO_MANY_REDIRECTS
        case 60, 77: .serverCertificateUntrusted  // CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CACERT_BADFILE
        case 61: .cannotDecodeContentData  // CURLE_BAD_CONTENT_ENCODING
        // CURLE_HTTP2, CURLE_PARTIAL_FILE, CURLE_GOT_NOTHING, CURLE_SEND_ERROR, CURLE_RECV_ERROR, CURLE_HTTP2_STREAM
        case 16, 18, 52, 55, 56, 92: .networkConnectionLost
        default: .unknown
        }
    }
}

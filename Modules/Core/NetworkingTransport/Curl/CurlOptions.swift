import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sets up an easy handle for one `URLRequest`, and keeps alive what libcurl only points at (the strings, the
/// header list, the body) until `release()`.
final class CurlOptions {
    /// `CURLOPT_*` values (curl/curl.h: a type's base plus the option's number).
    private enum Option {
        static let url: Int32 = 10_002
        static let writeData: Int32 = 10_001
        static let headerData: Int32 = 10_029
        static let httpHeader: Int32 = 10_023
        static let customRequest: Int32 = 10_036
        static let postFields: Int32 = 10_015
        static let acceptEncoding: Int32 = 10_102
        static let writeFunction: Int32 = 20_011
        static let headerFunction: Int32 = 20_079
        static let postFieldSizeLarge: Int32 = 30_120
        static let noBody: Int32 = 44
        static let followLocation: Int32 = 52
        static let maximumRedirects: Int32 = 68
        static let httpGet: Int32 = 80
        static let noSignal: Int32 = 99
        static let protocols: Int32 = 181
        static let redirectProtocols: Int32 = 182
        static let suppressConnectHeaders: Int32 = 265
    }

    /// `CURLPROTO_HTTP | CURLPROTO_HTTPS`.
    private static let webProtocols = 1 | 2

    private let library: CurlLibrary
    private let easy: CurlLibrary.Handle
    private var kept: [UnsafeMutablePointer<CChar>] = []
    private var body: UnsafeMutableRawBufferPointer?
    private var headerList: OpaquePointer?

    init(library: CurlLibrary, easy: CurlLibrary.Handle) {
        self.library = library
        self.easy = easy
    }

    /// Sets the request up on the handle, the callbacks reporting to `context`; false when libcurl refuses it.
    func configure(_ request: URLRequest, maximumRedirects: Int, context: UnsafeMutableRawPointer) -> Bool {
        guard let url = request.url?.absoluteString else { return false }
        var results = [
            setText(Option.url, url),
            library.setLong(easy, Option.noSignal, 1),
            library.setLong(easy, Option.protocols, Self.webProtocols),
            library.setLong(easy, Option.redirectProtocols, Self.webProtocols),
            library.setLong(easy, Option.followLocation, 1),
            library.setLong(easy, Option.maximumRedirects, maximumRedirects),
            library.setLong(easy, Option.suppressConnectHeaders, 1),
            library.setCallback(easy, Option.writeFunction, curlBodyCallback),
            library.setPointer(easy, Option.writeData, context),
            library.setCallback(easy, Option.headerFunction, curlHeaderCallback),
            library.setPointer(easy, Option.headerData, context),
        ]
        let fields = request.allHTTPHeaderFields ?? [:]
        // As URLSession: compressed answers are asked for and decoded, unless the request chose (or asks a range).
        if !fields.keys.contains(where: { ["accept-encoding", "range"].contains($0.lowercased()) }) {
            results.append(setText(Option.acceptEncoding, ""))
        }
        results += method(request)
        results.append(headers(fields))
        return results.allSatisfy { $0 == 0 }
    }

    /// Frees what the handle pointed at: after `curl_easy_cleanup`.
    func release() {
        kept.forEach { free($0) }
        kept = []
        body?.deallocate()
        body = nil
        library.listFreeAll(headerList)
        headerList = nil
    }

    private func method(_ request: URLRequest) -> [Int32] {
        let method = (request.httpMethod ?? "GET").uppercased()
        var results: [Int32] = []
        if let data = request.httpBody {
            let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: max(data.count, 1), alignment: 1)
            _ = data.copyBytes(to: copy.bindMemory(to: UInt8.self))
            body = copy
            results.append(library.setLong(easy, Option.postFieldSizeLarge, data.count))
            results.append(library.setPointer(easy, Option.postFields, UnsafeRawPointer(copy.baseAddress)))
        }
        switch method {
        case "GET" where request.httpBody == nil: results.append(library.setLong(easy, Option.httpGet, 1))
        case "HEAD": results.append(library.setLong(easy, Option.noBody, 1))
        case "POST" where request.httpBody != nil: break
        default: results.append(setText(Option.customRequest, method))
        }
        return results
    }

    private func headers(_ fields: [String: String]) -> Int32 {
        // "Expect:" stops libcurl from waiting for a 100 Continue before a body, as URLSession does not.
        for line in fields.map({ "\($0.key): \($0.value)" }).sorted() + ["Expect:"] {
            headerList = line.withCString { library.listAppend(headerList, $0) }
        }
        return library.setPointer(easy, Option.httpHeader, UnsafeRawPointer(headerList))
    }

    private func setText(_ option: Int32, _ text: String) -> Int32 {
        guard let copy = strdup(text) else { return -1 }
        kept.append(copy)
        return library.setPointer(easy, option, copy)
    }
}

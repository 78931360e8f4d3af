import FoundationEssentials

/// Turns an endpoint into an `HTTPRequest`, percent-encoding each path segment and query value.
enum RequestBuilder {
    /// Bytes left as they are in a path segment: RFC 3986 unreserved and sub-delims but "/" and ";".
    private static let segmentAllowed = Set("-._~!$&'()*+,=:@".utf8)

    /// Bytes left as they are in a query name or value: unreserved only, so "+", "&" and "=" are encoded.
    private static let queryAllowed = Set("-._~".utf8)

    /// `text` percent-encoded as UTF-8: ASCII letters, digits and `allowed` as they are, every other byte
    /// as %XX.
    static func percentEncoded(_ text: String, allowing allowed: Set<UInt8>) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var encoded: [UInt8] = []
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                encoded.append(byte)
            case _ where allowed.contains(byte):
                encoded.append(byte)
            default:
                encoded += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: encoded, as: UTF8.self)
    }

    static func request<Response>(for endpoint: Endpoint<Response>) throws(NetworkError) -> HTTPRequest {
        guard var components = URLComponents(url: endpoint.baseURL, resolvingAgainstBaseURL: false),
            let scheme = components.scheme?.lowercased(), ["http", "https"].contains(scheme), components.host != nil
        else {
            throw .invalidRequest(reason: "the base URL must be an http or https URL with a host")
        }
        var path = components.percentEncodedPath
        if path.hasSuffix("/") { path.removeLast() }
        for segment in endpoint.pathSegments {
            path += "/" + percentEncoded(segment, allowing: segmentAllowed)
        }
        components.percentEncodedPath = path
        let existing = components.percentEncodedQuery.map { [$0] } ?? []
        let added = endpoint.queryItems.map { item in
            let name = percentEncoded(item.name, allowing: queryAllowed)
            guard let value = item.value else { return name }
            return name + "=" + percentEncoded(value, allowing: queryAllowed)
        }
        let query = (existing + added).joined(separator: "&")
        components.percentEncodedQuery = query.isEmpty ? nil : query
        guard let url = components.url else { throw .invalidRequest(reason: "the URL cannot be built") }
        var request = HTTPRequest(
            url: url, method: endpoint.method.rawValue, headers: ["Accept": "application/json"], body: endpoint.body,
            timeout: endpoint.timeout)
        for (name, value) in endpoint.headers { request.setValue(value, forHeader: name) }
        return request
    }
}

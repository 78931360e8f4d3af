import Foundation

/// Turns an endpoint into an `HTTPRequest`, percent-encoding each path segment and query value.
enum RequestBuilder {
    /// Characters left as they are in a path segment: RFC 3986 unreserved and sub-delims but "/" and ";".
    private static let segmentAllowed: CharacterSet = {
        var set = CharacterSet.alphanumerics.intersection(
            CharacterSet(charactersIn: Unicode.Scalar(0)..<Unicode.Scalar(128)))
        set.insert(charactersIn: "-._~!$&'()*+,=:@")
        return set
    }()

    /// Characters left as they are in a query name or value: unreserved only, so "+", "&" and "=" are encoded.
    private static let queryAllowed: CharacterSet = {
        var set = CharacterSet.alphanumerics.intersection(
            CharacterSet(charactersIn: Unicode.Scalar(0)..<Unicode.Scalar(128)))
        set.insert(charactersIn: "-._~")
        return set
    }()

    static func request<Response>(for endpoint: Endpoint<Response>) throws(NetworkError) -> HTTPRequest {
        guard var components = URLComponents(url: endpoint.baseURL, resolvingAgainstBaseURL: false),
            let scheme = components.scheme?.lowercased(), ["http", "https"].contains(scheme), components.host != nil
        else {
            throw .invalidRequest(reason: "the base URL must be an http or https URL with a host")
        }
        var path = components.percentEncodedPath
        if path.hasSuffix("/") { path.removeLast() }
        for segment in endpoint.pathSegments {
            guard let encoded = segment.addingPercentEncoding(withAllowedCharacters: segmentAllowed) else {
                throw .invalidRequest(reason: "a path segment is not valid text")
            }
            path += "/" + encoded
        }
        components.percentEncodedPath = path
        let existing = components.percentEncodedQuery.map { [$0] } ?? []
        let added = endpoint.queryItems.map { item in
            let name = item.name.addingPercentEncoding(withAllowedCharacters: queryAllowed) ?? ""
            guard let value = item.value else { return name }
            return name + "=" + (value.addingPercentEncoding(withAllowedCharacters: queryAllowed) ?? "")
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

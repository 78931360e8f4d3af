import FoundationEssentials

/// One HTTP request as the module sends it: plain values, so that the transport that carries it (URLSession
/// in the transfer helper, or a test's) can live in another process.
public struct HTTPRequest: HTTPHeaderFields, Codable, Sendable, Equatable {
    /// The absolute http or https URL.
    public var url: URL
    /// `GET`, `POST`, ...
    public var method: String
    /// Header fields by name; `value(forHeader:)` and `setValue(_:forHeader:)` ignore the names' case.
    public private(set) var headers: [String: String]
    /// The body, if any.
    public var body: Data?
    /// Seconds without progress before the transfer fails with a timeout.
    public var timeout: TimeInterval

    /// A request for `url` with the given method, headers, body and idle timeout.
    public init(
        url: URL, method: String = "GET", headers: [String: String] = [:], body: Data? = nil,
        timeout: TimeInterval = 60
    ) {
        self.url = url
        self.method = method
        self.headers = [:]
        self.body = body
        self.timeout = timeout
        for (name, value) in headers { setValue(value, forHeader: name) }
    }

    /// Sets the header `name` (replacing one of the same name in any case), or removes it when `value` is nil.
    public mutating func setValue(_ value: String?, forHeader name: String) {
        for key in headers.keys where key.lowercased() == name.lowercased() {
            headers[key] = nil
        }
        if let value { headers[name] = value }
    }
}

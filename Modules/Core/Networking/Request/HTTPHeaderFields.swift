import FoundationEssentials

/// A message with header fields, read by name whatever the name's case (HTTP field names are case-insensitive).
public protocol HTTPHeaderFields {
    /// The fields by name.
    var headers: [String: String] { get }
}

extension HTTPHeaderFields {
    /// The value of the field `name`, in any case.
    public func value(forHeader name: String) -> String? {
        if let value = headers[name] { return value }
        return headers.first { $0.key.lowercased() == name.lowercased() }?.value
    }
}

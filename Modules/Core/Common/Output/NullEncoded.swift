/// An optional that encodes as `null` when it is nil, where synthesized `Encodable` would leave its
/// key out: the JSON outputs promise every key, so scripts need not test for one.
@propertyWrapper
public struct NullEncoded<Value: Encodable>: Encodable {
    /// The value, or nil for `null`.
    public var wrappedValue: Value?

    /// Wraps `wrappedValue`.
    public init(wrappedValue: Value?) {
        self.wrappedValue = wrappedValue
    }

    /// Writes the value, or `null`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue { try container.encode(wrappedValue) } else { try container.encodeNil() }
    }
}

extension NullEncoded: Sendable where Value: Sendable {}

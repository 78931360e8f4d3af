/// A parsed JSON value that remembers where it was written, so diagnostics can point at it.
public struct JSONNode: Sendable {
    /// The kinds of JSON value, with their children.
    public indirect enum Value: Sendable {
        case object([Member])
        case array([JSONNode])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    /// One `"key": value` pair of an object, in source order.
    public struct Member: Sendable {
        public let key: String
        public let keyLocation: SourceLocation
        public let value: JSONNode
    }

    public let value: Value
    public let location: SourceLocation

    /// The name of this value's JSON type, as people say it in messages ("an object", "a string").
    public var typeDescription: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}

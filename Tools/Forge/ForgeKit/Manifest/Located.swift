/// A value read from a manifest, with where it was written.
public struct Located<Value: Sendable>: Sendable {
    public let value: Value
    public let location: SourceLocation
    /// The JSON path of the value, such as `$.dependencies[0]`.
    public let jsonPath: String

    public init(_ value: Value, location: SourceLocation, jsonPath: String) {
        self.value = value
        self.location = location
        self.jsonPath = jsonPath
    }
}

extension Located: Equatable where Value: Equatable {}

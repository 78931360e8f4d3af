/// A value read from a manifest, with where it was written.
struct Located<Value: Sendable>: Sendable {
    let value: Value
    let location: SourceLocation
    /// The JSON path of the value, such as `$.dependencies[0]`.
    let jsonPath: String

    init(_ value: Value, location: SourceLocation, jsonPath: String) {
        self.value = value
        self.location = location
        self.jsonPath = jsonPath
    }
}

extension Located: Equatable where Value: Equatable {}

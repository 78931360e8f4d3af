import ForgeDiagnostics

/// A value read from a manifest, with where it was written.
package struct Located<Value: Sendable>: Sendable {
    package let value: Value
    package let location: SourceLocation
    /// The JSON path of the value, such as `$.dependencies[0]`.
    package let jsonPath: String

    @inlinable
    package init(_ value: Value, location: SourceLocation, jsonPath: String) {
        self.value = value
        self.location = location
        self.jsonPath = jsonPath
    }
}

extension Located: Equatable where Value: Equatable {}

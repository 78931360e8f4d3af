import ForgeDiagnostics
import Foundation

/// A parsed JSON value that remembers where it was written, so diagnostics can point at it.
package struct JSONNode: Sendable {
    /// The kinds of JSON value, with their children.
    package indirect enum Value: Sendable {
        case object([Member])
        case array([JSONNode])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    /// One `"key": value` pair of an object, in source order.
    package struct Member: Sendable {
        package let key: String
        package let keyLocation: SourceLocation
        package let value: JSONNode
        /// Where the key's opening quote is, as a byte offset in the parsed text.
        package var keyOffset = 0
    }

    package let value: Value
    package let location: SourceLocation
    /// The bytes of the parsed text the value spans (`0..<0` for a value not parsed from text): what an edit
    /// replaces or removes, leaving every other byte as it was.
    package var bytes: Range<Int> = 0..<0

    package init(value: Value, location: SourceLocation, bytes: Range<Int> = 0..<0) {
        self.value = value
        self.location = location
        self.bytes = bytes
    }

    /// The name of this value's JSON type, as people say it in messages ("an object", "a string").
    var typeDescription: String {
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

/// Malformed JSON: what was wrong and where.
public struct JSONSyntaxError: Error, Sendable, Equatable {
    public let message: String
    public let location: SourceLocation
}

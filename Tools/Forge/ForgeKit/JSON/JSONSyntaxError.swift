/// Malformed JSON: what was wrong and where.
struct JSONSyntaxError: Error, Sendable, Equatable {
    let message: String
    let location: SourceLocation
}

import ForgeDiagnostics

/// Malformed JSON: what was wrong and where.
package struct JSONSyntaxError: Error, Sendable, Equatable {
    package let message: String
    package let location: SourceLocation
}

/// Where checks put what they find: one collector per run (or per file read concurrently, merged after), so that
/// no check threads an array of diagnostics through its callers.
package final class DiagnosticCollector {
    /// Everything emitted so far, in the order it was found.
    package private(set) var diagnostics: [Diagnostic] = []

    package init() {}

    /// True when an error (not only warnings) was emitted.
    package var hasErrors: Bool { diagnostics.hasErrors }

    /// Adds one diagnostic.
    package func emit(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

    /// Adds several, such as another collector's.
    package func emit(contentsOf more: some Sequence<Diagnostic>) { diagnostics.append(contentsOf: more) }

    /// Adds `finding` about the value at `position` in `file`.
    package func emit(_ finding: Finding, file: String, at position: some DiagnosticPosition) {
        diagnostics.append(Diagnostic(finding, file: file, location: position.location, jsonPath: position.jsonPath))
    }

    /// Adds `finding` about `file`, at `location` when it is about one place.
    package func emit(_ finding: Finding, file: String, location: SourceLocation?, jsonPath: String? = nil) {
        diagnostics.append(Diagnostic(finding, file: file, location: location, jsonPath: jsonPath))
    }
}

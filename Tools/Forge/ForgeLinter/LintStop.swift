import ForgeDiagnostics

/// Why there was nothing to lint.
package enum LintStop: Error, Equatable, Sendable {
    /// The manifests have errors other than cycles: every diagnostic of their validation.
    case invalidManifests([Diagnostic])
    /// The rules file has errors: its diagnostics, sorted.
    case invalidRules([Diagnostic])
}

import ForgeDiagnostics
import ForgeSupport
import Foundation

/// Loads the manifests of a repository and runs every check on them: what each command starts from.
package struct ValidatedManifests: Sendable {
    /// The manifests, when they could be read at all (even if some checks failed).
    package let manifests: ManifestSet?
    /// Every problem, sorted by file and position.
    package let diagnostics: [Diagnostic]

    /// True when there is no error: the manifests can be generated, linted and graphed.
    package var isValid: Bool { manifests != nil && !diagnostics.hasErrors }

    /// Reads `<root>/Manifest` and validates it.
    package init(root: URL) {
        let loaded = ManifestLoader(root: root).load()
        var diagnostics = loaded.diagnostics
        if let manifests = loaded.manifests {
            diagnostics += ManifestValidator(manifests: manifests, root: root).validate()
        }
        self.manifests = loaded.manifests
        self.diagnostics = diagnostics.sortedForDisplay()
    }

    /// Prints the diagnostics and a one-line summary to `errors`.
    package func report(to errors: any TextOutput) {
        for diagnostic in diagnostics { errors.line(diagnostic.description) }
        let errorCount = diagnostics.filter { $0.severity == .error }.count
        let warningCount = diagnostics.count - errorCount
        if errorCount > 0 {
            var summary = plural(errorCount, "error")
            if warningCount > 0 { summary += " and " + plural(warningCount, "warning") }
            errors.line("\(summary) in \(ManifestLoader.folder)/")
        }
    }

    /// The one place a command validates, reports and stops: prints every diagnostic (warnings too) and the
    /// summary to `errors`; returns the manifests when they are valid, and otherwise prints `stopping` (what the
    /// command did not do, if it says so) and returns nil.
    package static func load(root: URL, reportingTo errors: any TextOutput, stopping: String? = nil) -> ManifestSet? {
        let validated = ValidatedManifests(root: root)
        validated.report(to: errors)
        guard validated.isValid, let manifests = validated.manifests else {
            if let stopping { errors.line(stopping) }
            return nil
        }
        return manifests
    }
}

import ForgeDiagnostics
import ForgeSupport
import Foundation

/// Loads the manifests of a repository and runs every check on them: what each engine starts from. It reports
/// nothing itself: its diagnostics are what a caller shows.
package struct ValidatedManifests: Sendable {
    /// The manifests, when they could be read at all (even if some checks failed).
    package let manifests: ManifestSet?
    /// Every problem, sorted by file and position.
    package let diagnostics: [Diagnostic]

    /// True when there is no error: the manifests can be generated, linted and graphed.
    package var isValid: Bool { manifests != nil && !diagnostics.hasErrors }

    /// The manifests when they are valid, and nil otherwise.
    package var validManifests: ManifestSet? { isValid ? manifests : nil }

    /// How many of the diagnostics are errors.
    package var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }

    /// How many of the diagnostics are warnings: all but the errors.
    package var warningCount: Int { diagnostics.count - errorCount }

    /// What the diagnostics come to when there are errors, in one line (`2 errors and 1 warning in Manifest/`);
    /// nil when there is none.
    package var summary: String? {
        guard errorCount > 0 else { return nil }
        var summary = plural(errorCount, "error")
        if warningCount > 0 { summary += " and " + plural(warningCount, "warning") }
        return "\(summary) in \(ManifestLoader.folder)/"
    }

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
}

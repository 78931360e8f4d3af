import ForgeDiagnostics
import ForgeSupport
import Foundation

extension ValidatedManifests {
    /// For the engines that still print to a `TextOutput` (graph, hash and test read the manifests through it):
    /// prints every diagnostic (warnings too) and the summary to `errors`; returns the manifests when they are
    /// valid, and otherwise prints `stopping` (what was not done, if given) and returns nil. The command line
    /// shows a `ValidatedManifests` itself, in the same words.
    package static func load(root: URL, reportingTo errors: any TextOutput, stopping: String? = nil) -> ManifestSet? {
        let validated = ValidatedManifests(root: root)
        for diagnostic in validated.diagnostics { errors.line(diagnostic.description) }
        if let summary = validated.summary { errors.line(summary) }
        guard let manifests = validated.validManifests else {
            if let stopping { errors.line(stopping) }
            return nil
        }
        return manifests
    }
}

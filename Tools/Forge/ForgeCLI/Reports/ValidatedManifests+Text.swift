import ForgeManifest
import ForgeSupport

extension TextOutput {
    /// Writes the manifests' diagnostics (warnings too), one each, and when there are errors the line that sums
    /// them up: what every command prints before its own result.
    func report(_ validated: ValidatedManifests) {
        for diagnostic in validated.diagnostics { line(diagnostic.shown) }
        if let summary = validated.summary { line(summary) }
    }
}

import ForgeManifest
import ForgeSupport
import Foundation

/// `Package.swift` from the manifests: written when its content changes, checked against them, or the manifests
/// validated alone. The engine of `generate` and `validate`, and what `lint --fix` and `scaffold` regenerate
/// with; it returns what it found and did, and prints nothing.
package struct PackageGeneration: Sendable {
    /// The repository's root.
    package let root: URL

    package init(root: URL) {
        self.root = root
    }

    /// Writes `Package.swift` when its content changes; never when the manifests are invalid, and never
    /// over a `Package.swift` forge did not write unless `force` is set.
    package func generate(force: Bool = false) -> GenerationReport {
        let validated = ValidatedManifests(root: root)
        guard let manifests = validated.validManifests else { return GenerationReport(validated, .invalidManifests) }
        let content = PackageRenderer(manifests: manifests).render()
        if let existing = try? String(contentsOf: packageURL, encoding: .utf8) {
            if existing == content { return GenerationReport(validated, .current) }
            if !force, !PackageRenderer.isGenerated(existing) {
                return GenerationReport(validated, .notGeneratedByForge)
            }
        }
        do {
            try AtomicFile.write(content, to: packageURL)
        } catch {
            return GenerationReport(validated, .notWritten(reason: "\(error)"))
        }
        return GenerationReport(validated, .written)
    }

    /// Whether `Package.swift` is what the manifests produce; when not, which modules differ. Writes nothing.
    package func check() -> CheckReport {
        let validated = ValidatedManifests(root: root)
        guard let manifests = validated.validManifests else { return CheckReport(validated, .invalidManifests) }
        let renderer = PackageRenderer(manifests: manifests)
        let content = renderer.render()
        guard let existing = try? String(contentsOf: packageURL, encoding: .utf8) else {
            return CheckReport(validated, .missing)
        }
        if existing == content { return CheckReport(validated, .current) }
        let diff = PackageDiff(existing: existing, expected: content, renderer: renderer)
        return CheckReport(validated, .stale(differences: diff.isEmpty ? [] : diff.summary))
    }

    /// Every check of the manifests, nothing written.
    package func validate() -> ValidationReport {
        ValidationReport(ValidatedManifests(root: root))
    }

    private var packageURL: URL { root.appendingPathComponent(ManifestLoader.packageFile) }
}

import ForgeDiagnostics
import ForgeManifest
import ForgeSupport
import Foundation

/// `Package.swift` from the manifests: written when its content changes, checked against them, or the manifests
/// validated alone. The engine of `forge generate` and `forge validate`, and what `lint --fix` and `scaffold`
/// regenerate with; it reports to the outputs it is given and never runs a command.
package struct PackageGeneration: ContextBound {
    /// The repository's root, where results are said, and where problems go.
    package let context: CommandContext

    package init(_ context: CommandContext) {
        self.context = context
    }

    /// Writes `Package.swift` when its content changes; never when the manifests are invalid, and never
    /// over a `Package.swift` forge did not write unless `force` is set. True when it is current or written.
    package func generate(force: Bool = false) -> Bool {
        guard let (manifests, content) = render() else { return false }
        let url = root.appendingPathComponent(ManifestLoader.packageFile)
        let moduleCount = manifests.modules.count
        if let existing = try? String(contentsOf: url, encoding: .utf8) {
            if existing == content {
                output.line("\(ManifestLoader.packageFile) is up to date (\(plural(moduleCount, "module")))")
                return true
            }
            if !force, !PackageRenderer.isGenerated(existing) {
                errors.report(
                    Finding(
                        "\(ManifestLoader.packageFile) was not written by forge; it was left as it is",
                        help:
                            "run `forge adopt` to turn it into \(ManifestLoader.folder)/ (it keeps the original as \(ManifestLoader.packageFile).orig), or `forge generate --force` to replace it"
                    ))
                return false
            }
        }
        do {
            try AtomicFile.write(content, to: url)
        } catch {
            errors.report(Finding("\(error)", help: "check that the repository folder is writable"))
            return false
        }
        output.line("wrote \(ManifestLoader.packageFile) (\(plural(moduleCount, "module")))")
        return true
    }

    /// Whether `Package.swift` is what the manifests produce; when not, names the modules that differ.
    package func check() -> Bool {
        guard let (manifests, content) = render() else { return false }
        let url = root.appendingPathComponent(ManifestLoader.packageFile)
        guard let existing = try? String(contentsOf: url, encoding: .utf8) else {
            errors.report(
                Finding(
                    "\(ManifestLoader.packageFile) does not exist", help: "run `make generate` and commit the result"))
            return false
        }
        if existing == content {
            output.line("\(ManifestLoader.packageFile) is up to date (\(plural(manifests.modules.count, "module")))")
            return true
        }
        let diff = PackageDiff(existing: existing, expected: content, renderer: PackageRenderer(manifests: manifests))
        errors.report(
            Finding(
                "\(ManifestLoader.packageFile) is stale: it does not match \(ManifestLoader.folder)/",
                details: diff.isEmpty ? ["the formatting differs (was it edited by hand?)"] : diff.summary,
                help: "run `make generate` and commit \(ManifestLoader.packageFile); never edit it by hand"))
        return false
    }

    /// Every check of the manifests, nothing written; true when they are valid.
    package func validate() -> Bool {
        guard let manifests = ValidatedManifests.load(root: root, reportingTo: errors) else { return false }
        let features = Set(manifests.modules.compactMap { $0.feature?.value }).count
        output.line(
            "\(ManifestLoader.folder)/ is valid: \(plural(manifests.modules.count, "module")), \(plural(features, "feature"))"
        )
        return true
    }

    private func render() -> (ManifestSet, String)? {
        guard
            let manifests = ValidatedManifests.load(
                root: root, reportingTo: errors,
                stopping: "\(ManifestLoader.packageFile) was not changed; fix the errors above and run again")
        else { return nil }
        return (manifests, PackageRenderer(manifests: manifests).render())
    }
}

import Commands
import ForgeDiagnostics
import ForgeManifest
import ForgeSupport
import Foundation

/// `forge generate [--check]`: writes `Package.swift` from the manifests, or checks that it is current.
package struct GenerateCommand: ForgeCommand {

    package let context: CommandContext

    package init(_ context: CommandContext) {
        self.context = context
    }

    /// Writes `Package.swift` when its content changes; never when the manifests are invalid, and never
    /// over a `Package.swift` forge did not write unless `force` is set.
    package func generate(force: Bool = false) -> ExitStatus {
        guard let (manifests, content) = render() else { return .failure }
        let url = root.appendingPathComponent(ManifestLoader.packageFile)
        let moduleCount = manifests.modules.count
        if let existing = try? String(contentsOf: url, encoding: .utf8) {
            if existing == content {
                output.line("\(ManifestLoader.packageFile) is up to date (\(plural(moduleCount, "module")))")
                return .success
            }
            if !force, !PackageRenderer.isGenerated(existing) {
                errors.report(
                    Finding(
                        "\(ManifestLoader.packageFile) was not written by forge; it was left as it is",
                        help:
                            "run `forge adopt` to turn it into \(ManifestLoader.folder)/ (it keeps the original as \(ManifestLoader.packageFile).orig), or `forge generate --force` to replace it"
                    ))
                return .failure
            }
        }
        do {
            try AtomicFile.write(content, to: url)
        } catch {
            errors.report(Finding("\(error)", help: "check that the repository folder is writable"))
            return .failure
        }
        output.line("wrote \(ManifestLoader.packageFile) (\(plural(moduleCount, "module")))")
        return .success
    }

    /// Exits 1 and names the modules that differ when `Package.swift` is not what the manifests produce.
    package func check() -> ExitStatus {
        guard let (manifests, content) = render() else { return .failure }
        let url = root.appendingPathComponent(ManifestLoader.packageFile)
        guard let existing = try? String(contentsOf: url, encoding: .utf8) else {
            errors.report(
                Finding(
                    "\(ManifestLoader.packageFile) does not exist", help: "run `make generate` and commit the result"))
            return .failure
        }
        if existing == content {
            output.line("\(ManifestLoader.packageFile) is up to date (\(plural(manifests.modules.count, "module")))")
            return .success
        }
        let diff = PackageDiff(existing: existing, expected: content, renderer: PackageRenderer(manifests: manifests))
        errors.report(
            Finding(
                "\(ManifestLoader.packageFile) is stale: it does not match \(ManifestLoader.folder)/",
                details: diff.isEmpty ? ["the formatting differs (was it edited by hand?)"] : diff.summary,
                help: "run `make generate` and commit \(ManifestLoader.packageFile); never edit it by hand"))
        return .failure
    }

    /// `forge validate`: every check, nothing written.
    package func validate() -> ExitStatus {
        guard let manifests = ValidatedManifests.load(root: root, reportingTo: errors) else { return .failure }
        let features = Set(manifests.modules.compactMap { $0.feature?.value }).count
        output.line(
            "\(ManifestLoader.folder)/ is valid: \(plural(manifests.modules.count, "module")), \(plural(features, "feature"))"
        )
        return .success
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

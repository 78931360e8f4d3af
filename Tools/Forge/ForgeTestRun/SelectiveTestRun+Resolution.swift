import ForgeDiagnostics
import ForgeManifest
import ForgeSupport
import ForgeSwiftPM
import Foundation

extension SelectiveTestRun {
    /// Resolves the package's dependencies when nothing pins them: a package with dependencies by URL or
    /// registry and no `Package.resolved` (libraries rarely commit it) builds with whatever versions SwiftPM
    /// resolves today, so those versions must be in the hash. `swift test` resolves them in the checkout and
    /// writes `Package.resolved` there; forge does the same before hashing, so a fresh clone hashes the versions
    /// it will build with, and a tag published since the last pass makes the tests run again.
    func resolveUnpinnedDependencies(of manifests: ManifestSet) {
        let remote = manifests.project.dependencies.contains { dependency in
            if case .path = dependency.source { return false }
            return true
        }
        let pins = root.appendingPathComponent("Package.resolved")
        guard remote, !FileManager.default.fileExists(atPath: pins.path) else { return }
        events(.resolvingDependencies)
        let command =
            TestProcessEnvironment.build() + DumpPackage.swiftCommand
            + ["package", "resolve", "--package-path", root.path]
        let resolved = try? Subprocess.runStreamingOutput(command) { events(.childOutput($0)) }
        if resolved?.0 != 0 { events(.resolutionFailed) }
    }
}

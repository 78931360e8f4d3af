import ForgeGenerator
import ForgeManifest
import ForgeTestSupport
import Foundation

extension TemporaryRepository {
    /// Writes `Package.swift` from the manifests of the repository (or of its folder `path`), as generation does;
    /// false when the manifests do not load.
    @discardableResult
    package func generatePackage(in path: String? = nil) throws -> Bool {
        let root = path.map { self.root.appendingPathComponent($0) } ?? self.root
        guard let manifests = ManifestLoader(root: root).load().manifests else { return false }
        try PackageRenderer(manifests: manifests).render().write(
            to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        return true
    }

    /// `generatePackage` for an absolute folder (`MirroredDependency.writeApp` gives one).
    package func generatePackage(atPath path: String) -> Bool {
        let relative = path.hasPrefix(root.path + "/") ? String(path.dropFirst(root.path.count + 1)) : path
        return (try? generatePackage(in: relative)) ?? false
    }
}

import ForgeGenerator
import ForgeTestSupport

extension TemporaryRepository {
    /// Writes `Package.swift` from the manifests; true when it is current or was written.
    func generatePackage() -> Bool {
        PackageGeneration(root: root).generate().succeeded
    }

    /// Whether `Package.swift` is what the manifests generate.
    func packageIsCurrent() -> Bool {
        PackageGeneration(root: root).check().isCurrent
    }
}

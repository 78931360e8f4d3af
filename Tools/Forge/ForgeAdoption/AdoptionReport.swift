import ForgeDiagnostics
import ForgeManifest

/// What `forge adopt` came to: what it cannot see in the package, the adopted manifests' diagnostics when it got
/// as far as validating them, and the package adopted or why not.
package struct AdoptionReport: Sendable {
    /// What adoption cannot see in the package (toolchain variants, manifests that read their environment), as
    /// warnings; none when it stopped before looking.
    package let warnings: [Finding]
    /// The adopted manifests as validated, when adoption wrote them.
    package let validated: ValidatedManifests?
    /// The package adopted, or why not.
    package let outcome: Result<AdoptedPackage, AdoptionFailure>

    package init(
        warnings: [Finding] = [], validated: ValidatedManifests? = nil,
        outcome: Result<AdoptedPackage, AdoptionFailure>
    ) {
        self.warnings = warnings
        self.validated = validated
        self.outcome = outcome
    }
}

/// A package adopted: what its manifests declare and how many files say it; verified with SwiftPM.
package struct AdoptedPackage: Sendable, Equatable {
    /// The package's name.
    package let name: String
    /// Its targets, test targets included.
    package let targetCount: Int
    package let productCount: Int
    package let packageDependencyCount: Int
    /// The features its modules belong to.
    package let featureCount: Int
    /// The files written under `Manifest/`.
    package let manifestFileCount: Int

    init(_ manifests: ManifestSet, manifestFileCount: Int) {
        name = manifests.project.name.value
        targetCount = manifests.modules.reduce(0) { $0 + $1.allTargets.count }
        productCount = manifests.project.products.count
        packageDependencyCount = manifests.project.dependencies.count
        featureCount = Set(manifests.modules.compactMap { $0.feature?.value }).count
        self.manifestFileCount = manifestFileCount
    }
}

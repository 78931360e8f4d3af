import ForgeManifest

/// What a step of generation came to: the manifests as validated (their warnings, or their errors), and what
/// it found or did to `Package.swift` (`GenerationReport`, `CheckReport`).
package struct PackageReport<Outcome: Sendable & Equatable>: Sendable {
    /// The manifests and every diagnostic of them.
    package let validated: ValidatedManifests
    package let outcome: Outcome

    package init(_ validated: ValidatedManifests, _ outcome: Outcome) {
        self.validated = validated
        self.outcome = outcome
    }

    /// How many modules the manifests declare.
    package var moduleCount: Int { validated.manifests?.modules.count ?? 0 }
}

import ForgeManifest

/// What validating the manifests alone found: every diagnostic, and what the manifests declare when valid.
package struct ValidationReport: Sendable {
    /// The manifests and every diagnostic of them.
    package let validated: ValidatedManifests

    package init(_ validated: ValidatedManifests) {
        self.validated = validated
    }

    /// True when the manifests have no error.
    package var isValid: Bool { validated.isValid }

    /// How many modules the manifests declare.
    package var moduleCount: Int { validated.manifests?.modules.count ?? 0 }

    /// How many features the modules belong to.
    package var featureCount: Int { Set(validated.manifests?.modules.compactMap { $0.feature?.value } ?? []).count }
}

import ForgeManifest

/// What generating `Package.swift` came to: the manifests as validated (their warnings, or their errors), and
/// what happened to the file.
package struct GenerationReport: Sendable {
    /// What happened to `Package.swift`.
    package enum Outcome: Sendable, Equatable {
        /// It already held what the manifests produce; nothing was written.
        case current
        /// It was written.
        case written
        /// The manifests have errors (in `validated`); nothing was written.
        case invalidManifests
        /// It exists, forge did not write it, and replacing it was not forced; it was left as it is.
        case notGeneratedByForge
        /// Writing it failed, for `reason`.
        case notWritten(reason: String)
    }

    /// The manifests and every diagnostic of them.
    package let validated: ValidatedManifests
    package let outcome: Outcome

    package init(_ validated: ValidatedManifests, _ outcome: Outcome) {
        self.validated = validated
        self.outcome = outcome
    }

    /// How many modules the manifests declare.
    package var moduleCount: Int { validated.manifests?.modules.count ?? 0 }

    /// True when `Package.swift` is what the manifests produce, now or after writing it.
    package var succeeded: Bool { outcome == .current || outcome == .written }
}

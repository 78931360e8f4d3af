import ForgeManifest

/// What checking `Package.swift` against the manifests found, writing nothing: the manifests as validated, and
/// how the file compares.
package struct CheckReport: Sendable {
    /// How `Package.swift` compares with what the manifests produce.
    package enum Outcome: Sendable, Equatable {
        /// It is what they produce.
        case current
        /// The manifests have errors (in `validated`): there is nothing to compare with.
        case invalidManifests
        /// There is no `Package.swift`.
        case missing
        /// It differs: the modules that do, one line per kind of difference (none when only the formatting does).
        case stale(differences: [String])
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

    /// True when `Package.swift` is current.
    package var isCurrent: Bool { outcome == .current }
}

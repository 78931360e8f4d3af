import ForgeGenerator
import ForgeManifest

/// What scaffolding a feature came to: the manifests as validated (their warnings, or their errors), and the
/// feature planned or created, or why not.
package struct ScaffoldReport: Sendable {
    package enum Outcome: Sendable {
        /// What would be created and changed; nothing was written.
        case planned(ScaffoldPlan)
        /// The feature was created and wired, and `Package.swift` and the diagrams regenerated.
        case created(ScaffoldPlan)
        /// The manifests have errors (in `validated`); nothing was written.
        case invalidManifests
        /// The name or the repository's scaffold settings cannot make a feature, for `reason`; nothing was
        /// written.
        case refused(reason: String)
        /// A file could not be written, for `reason`; every file was put back.
        case notWritten(reason: String)
        /// The new manifests do not generate `Package.swift` (`generation` says why); every file was put back.
        case notGenerated(GenerationReport)
    }

    /// The repository's manifests, validated before anything was planned.
    package let validated: ValidatedManifests
    package let outcome: Outcome

    package init(_ validated: ValidatedManifests, _ outcome: Outcome) {
        self.validated = validated
        self.outcome = outcome
    }
}

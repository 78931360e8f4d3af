import ForgeDiagnostics
import ForgeManifest

/// The module graph a selection asks for, with what reading the manifests and the rules said on the way.
package struct SelectedGraph: Sendable {
    /// The manifests' validation: valid, so warnings at most.
    package let validation: ValidatedManifests
    /// What reading the rules file found, in the order found; with an error among them no violation is drawn.
    package let ruleDiagnostics: [Diagnostic]
    package let graph: ModuleGraph
}

import ForgeDiagnostics
import ForgeManifest

/// Why no graph was selected.
package enum GraphSelectionFailure: Error, Sendable {
    /// The manifests have errors (in the validation).
    case invalidManifests(ValidatedManifests)
    /// `focus`, `dependenciesOf` or `feature` names nothing (the finding says which); the manifests validated,
    /// with the warnings they gave.
    case unknownSelection(Finding, validation: ValidatedManifests)
}

import ForgeTestSupport

@testable import ForgeDiagnostics
@testable import ForgeManifest

extension TemporaryRepository {
    /// Loads and validates this repository's manifests.
    var diagnostics: [Diagnostic] { ValidatedManifests(root: root).diagnostics }
}

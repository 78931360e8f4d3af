import ForgeDiagnostics
import ForgeGenerator

/// What `fix` changed in the manifests, or with `dryRun` would change.
package struct LintFix: Sendable {
    /// What became of the fixes.
    package enum Result: Sendable {
        /// `dryRun`: the unified diff of every change; nothing was written.
        case dryRun(diff: String)
        /// No finding carries a fix the manifests can take.
        case nothingToChange
        /// The manifests were rewritten and `Package.swift` regenerated (the generator's report).
        case fixed(generation: GenerationReport)
        /// The fixed manifests could not be written (why); nothing was changed.
        case notWritten(String)
        /// The fixed manifests would be invalid (their errors); nothing was changed.
        case invalidAfterFixing([Diagnostic])
        /// `Package.swift` could not be regenerated from the fixed manifests (what the generator said); nothing
        /// was changed.
        case notGenerated(GenerationReport)
    }

    /// The fixes that could not be made, as warnings; their findings stay.
    package let warnings: [Finding]
    /// How many findings the changes fix.
    package let fixedCount: Int
    /// The manifests the changes are in, in path order.
    package let manifests: [String]
    package let result: Result
}

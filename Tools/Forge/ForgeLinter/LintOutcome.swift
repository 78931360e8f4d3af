/// What a lint found and did: the fixes it made or would make, then how it ended.
package struct LintOutcome: Sendable {
    /// How the lint ended.
    package enum End: Sendable {
        /// There was nothing to lint: the manifests or the rules file are invalid.
        case stopped(LintStop)
        /// The fixes could not be made (the fix says why); nothing was changed.
        case notFixed
        /// The findings were recorded as a baseline at `path` (as given).
        case baselineWritten(LintBaseline, path: String)
        /// The baseline could not be written at `path` (why).
        case baselineNotWritten(path: String, reason: String)
        /// The baseline to apply cannot be read, or is not one.
        case baselineUnreadable(LintBaseline.Failure)
        /// The findings; with a baseline applied, those it does not hold, and how they matched it.
        case report(LintEngine.Report, baseline: LintBaseline.Match?)
    }

    /// With `fix`: what it changed or, with `dryRun`, would change.
    package let fix: LintFix?
    package let end: End
}

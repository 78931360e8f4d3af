import ForgeDiagnostics
import ForgeGenerator
import ForgeManifest
import ForgeScaffolding
import ForgeSupport

extension ScaffoldReport {
    /// `forge scaffold feature`'s words: the repository's manifest diagnostics and any failure on `errors`, the
    /// plan or what was created on `output`.
    func write(to output: any TextOutput, errors: any TextOutput) {
        errors.report(validated)
        switch outcome {
        case .planned(let plan): Self.write(plan, to: output)
        case .created(let plan):
            output.line(
                "Created the \(plan.name) feature (\(plan.createdFiles.count) files) and wired it into the App.")
            output.line("Try it: make run ARGS='\(plan.command)'; then make test.")
        case .invalidManifests: errors.line("scaffold: \(ManifestLoader.folder)/ is invalid; fix it first")
        case .refused(let reason): errors.report(Finding(reason))
        case .notWritten(let reason): errors.report(Finding("\(reason); nothing was changed"))
        case .notGenerated(let generation):
            let said = BufferedOutput()
            generation.write(to: said, errors: said)
            errors.report(Finding("the new manifests do not generate:\n\(said.text); nothing was changed"))
        }
    }

    /// `--dry-run`: what would be created and changed.
    private static func write(_ plan: ScaffoldPlan, to output: any TextOutput) {
        output.line("Would create:")
        for path in plan.createdFiles { output.line("  \(path)") }
        output.line("Would change:")
        for path in plan.changedFiles { output.line("  \(path)") }
        output.line("  \(ManifestLoader.packageFile) (regenerated)")
    }
}

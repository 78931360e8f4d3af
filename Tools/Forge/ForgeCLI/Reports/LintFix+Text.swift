import ForgeDiagnostics
import ForgeGenerator
import ForgeLinter
import ForgeSupport

extension LintFix {
    /// What the fixes changed, or would change, on `notes`; why they could not be made on `errors`.
    func write(to notes: any TextOutput, errors: any TextOutput) {
        for warning in warnings { errors.report(warning) }
        let summary = "\(plural(fixedCount, "finding")) in \(plural(manifests.count, "manifest"))"
        switch result {
        case .dryRun(let diff):
            notes.write(diff)
            notes.line("lint --fix --dry-run: would fix \(summary); nothing was changed")
        case .nothingToChange: break
        case .fixed(let generation):
            generation.write(to: notes, errors: errors)
            notes.line("lint --fix: fixed \(summary) (\(manifests.joined(separator: ", ")))")
        case .notWritten(let reason):
            errors.report(Finding("cannot write the fixed manifests: \(reason); nothing was changed"))
        case .invalidAfterFixing(let problems):
            for problem in problems { errors.line(problem.description) }
            errors.report(
                Finding(
                    "the fixes would leave Manifest/ invalid (above)",
                    help: "fix those imports by hand, or run forge lint --fix --dry-run to see the changes"))
            errors.line("lint --fix: nothing was changed")
        case .notGenerated(let generation):
            generation.write(to: notes, errors: errors)
            errors.line("lint --fix: nothing was changed")
        }
    }
}

import Commands
import ForgeDiagnostics
import ForgeGenerator
import ForgeManifest
import ForgeSupport
import Foundation

extension LintRun {
    /// `--fix`: applies the fixes `report` carries to `Manifest/` (or, with `--dry-run`, prints them as a
    /// unified diff), regenerates `Package.swift`, and returns what lint finds afterwards. nil, with nothing
    /// changed, when the fixed manifests cannot be written or would be invalid.
    func fix(_ report: LintEngine.Report) -> LintEngine.Report? {
        let plan = LintFixPlan(fixing: report.diagnostics, root: root)
        for failure in plan.failures { errors.line("warning: cannot fix \(failure); it is left as a finding") }
        let summary = "\(plural(plan.fixedCount, "finding")) in \(plural(plan.edits.count, "manifest"))"
        // What --fix reports goes beside the findings: on standard error when they are JSON.
        let notes = format == .json ? errors : output
        if options.dryRun {
            notes.write(plan.diff)
            notes.line("lint --fix --dry-run: would fix \(summary); nothing was changed")
            var rest = report
            rest.diagnostics = report.diagnostics.filter { $0.fix == nil }
            return rest
        }
        guard !plan.edits.isEmpty else { return report }
        let cyclesBefore = report.diagnostics.filter { $0.ruleID == LintRuleID.cycle }.count
        var transaction = FileTransaction(root: root)
        do {
            for edit in plan.edits { try transaction.replace(edit.path, original: edit.original, with: edit.updated) }
            transaction.remember(ManifestLoader.packageFile)
        } catch {
            transaction.rollBack()
            errors.report(Finding("cannot write the fixed manifests: \(error); nothing was changed"))
            return nil
        }
        guard isValidAfterFixing(allowingCycles: cyclesBefore),
            PackageGeneration(root: root).generate().reported(to: notes, errors: errors)
        else {
            transaction.rollBack()
            errors.line("lint --fix: nothing was changed")
            return nil
        }
        notes.line("lint --fix: fixed \(summary) (\(plan.edits.map(\.path).joined(separator: ", ")))")
        return lint()
    }

    /// Whether the fixed manifests validate with no more errors than the cycles lint already reported (a
    /// dependency added for an import can close a cycle: the import then needs a person).
    private func isValidAfterFixing(allowingCycles cycles: Int) -> Bool {
        let problems = ValidatedManifests(root: root).diagnostics.filter { $0.severity == .error }
        guard problems.count > cycles else { return true }
        for problem in problems { errors.line(problem.description) }
        errors.report(
            Finding(
                "the fixes would leave Manifest/ invalid (above)",
                help: "fix those imports by hand, or run forge lint --fix --dry-run to see the changes"))
        return false
    }
}

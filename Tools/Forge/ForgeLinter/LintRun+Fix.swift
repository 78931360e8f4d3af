import ForgeDiagnostics
import ForgeGenerator
import ForgeManifest
import ForgeSupport
import Foundation

extension LintRun {
    /// `fix`: applies the fixes `report` carries to `Manifest/` (or, with `dryRun`, works them out as a unified
    /// diff), regenerates `Package.swift`, and lints again. Also returns what to go on with: the findings left
    /// (or the lint's stop), or nil, with nothing changed, when the fixed manifests cannot be written, would be
    /// invalid or do not generate.
    func fix(_ report: LintEngine.Report) -> (LintFix, next: Result<LintEngine.Report, LintStop>?) {
        let plan = LintFixPlan(fixing: report.diagnostics, root: root)
        let result: LintFix.Result
        var next: Result<LintEngine.Report, LintStop>?
        if options.dryRun {
            var rest = report
            rest.diagnostics = report.diagnostics.filter { $0.fix == nil }
            (result, next) = (.dryRun(diff: plan.diff), .success(rest))
        } else if plan.edits.isEmpty {
            (result, next) = (.nothingToChange, .success(report))
        } else {
            result = apply(plan, allowingCycles: report.diagnostics.filter { $0.ruleID == LintRuleID.cycle }.count)
            if case .fixed = result {
                do {
                    next = .success(try lint())
                } catch {
                    next = .failure(error)
                }
            }
        }
        let fix = LintFix(
            warnings: plan.failures.map(Finding.cannotFix), fixedCount: plan.fixedCount,
            manifests: plan.edits.map(\.path), result: result)
        return (fix, next)
    }

    /// Writes the plan's edits and regenerates `Package.swift`, every change taken back when the fixed
    /// manifests cannot be written, have more errors than the `cycles` lint already reported (a dependency added
    /// for an import can close a cycle: the import then needs a person), or do not generate.
    private func apply(_ plan: LintFixPlan, allowingCycles cycles: Int) -> LintFix.Result {
        var transaction = FileTransaction(root: root)
        do {
            for edit in plan.edits { try transaction.replace(edit.path, original: edit.original, with: edit.updated) }
            transaction.remember(ManifestLoader.packageFile)
        } catch {
            transaction.rollBack()
            return .notWritten("\(error)")
        }
        let problems = ValidatedManifests(root: root).diagnostics.filter { $0.severity == .error }
        if problems.count > cycles {
            transaction.rollBack()
            return .invalidAfterFixing(problems)
        }
        let generation = PackageGeneration(root: root).generate()
        guard generation.succeeded else {
            transaction.rollBack()
            return .notGenerated(generation)
        }
        return .fixed(generation: generation)
    }
}

import ForgeDiagnostics
import ForgeSupport
import Foundation

extension LintRun {
    /// `writeBaseline`: records every finding, atomically.
    func writeBaseline(_ report: LintEngine.Report, to path: String) -> LintOutcome.End {
        let baseline = LintBaseline(report.diagnostics)
        do {
            try AtomicFile.write(baseline.text, to: URL(fileURLWithPath: path, relativeTo: root))
        } catch {
            return .baselineNotWritten(path: path, reason: "\(error)")
        }
        return .baselineWritten(baseline, path: path)
    }

    /// `baseline`: the report without the findings the baseline holds, with how many it held and its entries
    /// that no longer occur, so the file can shrink.
    func applyBaseline(_ path: String, to report: LintEngine.Report) -> LintOutcome.End {
        let baseline: LintBaseline
        do {
            baseline = try LintBaseline.read(URL(fileURLWithPath: path, relativeTo: root))
        } catch {
            return .baselineUnreadable(error)
        }
        let (new, gone) = baseline.compare(report.diagnostics)
        var filtered = report
        filtered.diagnostics = new
        let match = LintBaseline.Match(path: path, accepted: report.diagnostics.count - new.count, gone: gone)
        return .report(filtered, baseline: match)
    }
}

import Commands
import ForgeDiagnostics
import ForgeSupport
import Foundation

extension LintRun {
    /// `--write-baseline FILE`: records every finding, atomically.
    func writeBaseline(_ report: LintEngine.Report, to path: String) -> ExitStatus {
        let baseline = LintBaseline(report.diagnostics)
        do {
            try AtomicFile.write(baseline.text, to: URL(fileURLWithPath: path, relativeTo: root))
        } catch {
            errors.report(Finding("\(error)", help: "choose a writable path for --write-baseline"))
            return .failure
        }
        output.line("lint: wrote \(plural(baseline.findings.count, "finding")) to \(path)")
        return .success
    }

    /// `--baseline FILE`: the report without the findings the baseline holds; its entries that no longer occur
    /// are listed, so the file can shrink. nil (reported) when the file cannot be read.
    func applyBaseline(_ path: String, to report: LintEngine.Report) -> LintEngine.Report? {
        let baseline: LintBaseline
        do {
            baseline = try LintBaseline.read(URL(fileURLWithPath: path, relativeTo: root))
        } catch {
            errors.report(Finding(error.message))
            return nil
        }
        let (new, gone) = baseline.compare(report.diagnostics)
        let accepted = report.diagnostics.count - new.count
        if accepted > 0 { errors.line("lint: \(plural(accepted, "finding")) in the baseline \(path)") }
        for entry in gone {
            errors.line("note: no longer found, remove it from \(path): \(entry.summary)")
        }
        var filtered = report
        filtered.diagnostics = new
        return filtered
    }
}

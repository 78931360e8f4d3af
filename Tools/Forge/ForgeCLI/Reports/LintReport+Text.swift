import ForgeDiagnostics
import ForgeLinter
import ForgeSupport

extension LintEngine.Report {
    /// Each finding as the compiler writes a problem (with its help line), then the summary.
    var text: String {
        diagnostics.map { $0.description + "\n" }.joined() + summary + "\n"
    }

    /// `lint: clean (16 modules, 16 files)`, or the errors and warnings found.
    var summary: String {
        let errorCount = diagnostics.filter { $0.severity == .error }.count
        let warningCount = diagnostics.count - errorCount
        let scope = "\(plural(moduleCount, "module")), \(plural(fileCount, "file"))"
        if diagnostics.isEmpty { return "lint: clean (\(scope))" }
        return "lint: \(plural(errorCount, "error")), \(plural(warningCount, "warning")) (\(scope))"
    }
}

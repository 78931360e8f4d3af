import ForgeDiagnostics
import ForgeLinter
import ForgeSupport

extension LintEngine.Report {
    /// Bumped when the JSON output changes incompatibly.
    static let jsonSchemaVersion = 1

    /// `{"version", "modules", "files", "errors", "warnings", "diagnostics": [{"file", "line", "column",
    /// "severity", "rule", "message", "help"}]}`, as every forge command writes JSON.
    var json: String {
        let errorCount = diagnostics.filter { $0.severity == .error }.count
        return JSONDocument.text(
            LintDocument(
                version: Self.jsonSchemaVersion, modules: moduleCount, files: fileCount, errors: errorCount,
                warnings: diagnostics.count - errorCount, diagnostics: diagnostics.map(DiagnosticDocument.init)))
    }
}

/// What `forge lint --format json` prints.
private struct LintDocument: Encodable {
    let version: Int
    let modules: Int
    let files: Int
    let errors: Int
    let warnings: Int
    let diagnostics: [DiagnosticDocument]
}

import Commands
import ForgeDiagnostics
import ForgeManifest
import ForgeSupport
import ForgeSwiftSource
import Foundation

/// `forge lint [--format text|json|github] [--fix [--dry-run]] [--baseline FILE | --write-baseline FILE]`: the
/// module-graph rules, cycles and the sources' imports; `--fix` rewrites the manifests so that every undeclared
/// import is declared and every unused dependency removed, and a baseline holds the findings a team accepts
/// for now.
package struct LintRun: ContextBound {
    package enum Format: String, CaseIterable {
        case text
        case json
        case github
    }

    /// What the command line asked for besides the format and platforms.
    package struct Options {
        /// Rewrite `Manifest/` to fix what can be fixed, then regenerate `Package.swift`.
        package var fix = false
        /// With `fix`: print the changes as a unified diff and write nothing.
        package var dryRun = false
        /// Fail only on findings this baseline file does not hold.
        package var baseline: String?
        /// Record today's findings in this file.
        package var writeBaseline: String?

        package init() {}
    }

    /// Bumped when the JSON output changes incompatibly.
    static let jsonSchemaVersion = 1

    package let context: CommandContext
    let format: Format
    /// `--platform`: the platforms to check; nil for Linux and the package's own.
    var platforms: [BuildPlatform]? = nil
    var options = Options()

    /// Lint of the repository at the context's root, reporting in `format`.
    package init(
        _ context: CommandContext, format: Format, platforms: [BuildPlatform]? = nil, options: Options = Options()
    ) {
        self.context = context
        self.format = format
        self.platforms = platforms
        self.options = options
    }

    package func run() -> ExitStatus {
        guard var report = lint() else { return .usage }
        if options.fix {
            guard let fixed = fix(report) else { return .failure }
            report = fixed
        }
        if let path = options.writeBaseline { return writeBaseline(report, to: path) }
        if let path = options.baseline {
            guard let filtered = applyBaseline(path, to: report) else { return .usage }
            report = filtered
        }
        switch format {
        case .text: printText(report)
        case .json: output.write(json(report))
        case .github: printGitHub(report)
        }
        return report.diagnostics.hasErrors ? .failure : .success
    }

    /// The findings, with cycles and the rules file's own; nil (reported) when the manifests or rules are invalid.
    func lint() -> LintEngine.Report? {
        let validated = ValidatedManifests(root: root)
        // Cycles are lint findings; any other manifest error means there is no graph to lint.
        let blocking = validated.diagnostics.filter { $0.severity == .error && $0.ruleID != LintRuleID.cycle }
        guard let manifests = validated.manifests, blocking.isEmpty else {
            for diagnostic in validated.diagnostics { errors.line(diagnostic.description) }
            errors.line("lint: Manifest/ is invalid; fix it first (`forge validate`)")
            return nil
        }
        let ruleCollector = DiagnosticCollector()
        let rules = LintRulesLoader.load(root: root, manifests: manifests, diagnostics: ruleCollector)
        let ruleDiagnostics = ruleCollector.diagnostics
        guard !ruleDiagnostics.hasErrors else {
            for diagnostic in ruleDiagnostics.sortedForDisplay() { errors.line(diagnostic.description) }
            errors.line("lint: \(ManifestLoader.folder)/\(LintRules.fileName) is invalid; fix it first")
            return nil
        }
        var report = LintEngine(manifests: manifests, rules: rules, root: root, platforms: platforms).run()
        report.diagnostics =
            (report.diagnostics + validated.diagnostics.filter { $0.ruleID == LintRuleID.cycle } + ruleDiagnostics)
            .sortedForDisplay()
        return report
    }

    private func summary(_ report: LintEngine.Report) -> String {
        let errorCount = report.diagnostics.filter { $0.severity == .error }.count
        let warningCount = report.diagnostics.count - errorCount
        let scope = "\(plural(report.moduleCount, "module")), \(plural(report.fileCount, "file"))"
        if report.diagnostics.isEmpty { return "lint: clean (\(scope))" }
        return "lint: \(plural(errorCount, "error")), \(plural(warningCount, "warning")) (\(scope))"
    }

    private func printText(_ report: LintEngine.Report) {
        for diagnostic in report.diagnostics { output.line(diagnostic.description) }
        output.line(summary(report))
    }

    /// Workflow commands GitHub Actions turns into annotations on the changed lines.
    private func printGitHub(_ report: LintEngine.Report) {
        func escapeData(_ text: String) -> String {
            text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
                .replacingOccurrences(of: "\n", with: "%0A")
        }
        func escapeProperty(_ text: String) -> String {
            escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
        }
        for diagnostic in report.diagnostics {
            var properties = ["file=\(escapeProperty(diagnostic.file))"]
            if let location = diagnostic.location {
                properties += ["line=\(location.line)", "col=\(location.column)"]
            }
            if let rule = diagnostic.ruleID { properties.append("title=\(escapeProperty(rule))") }
            let message = diagnostic.message + (diagnostic.help.map { " (\($0))" } ?? "")
            output.line(
                "::\(diagnostic.severity.rawValue) \(properties.joined(separator: ","))::\(escapeData(message))")
        }
        output.line(summary(report))
    }

    private func json(_ report: LintEngine.Report) -> String {
        struct Entry: Encodable {
            let file: String
            let line: Int?
            let column: Int?
            let severity: String
            let rule: String?
            let message: String
            let help: String?
        }
        struct Output: Encodable {
            let version: Int
            let modules: Int
            let files: Int
            let errors: Int
            let warnings: Int
            let diagnostics: [Entry]
        }
        let errorCount = report.diagnostics.filter { $0.severity == .error }.count
        let value = Output(
            version: Self.jsonSchemaVersion, modules: report.moduleCount, files: report.fileCount, errors: errorCount,
            warnings: report.diagnostics.count - errorCount,
            diagnostics: report.diagnostics.map {
                Entry(
                    file: $0.file, line: $0.location?.line, column: $0.location?.column, severity: $0.severity.rawValue,
                    rule: $0.ruleID, message: $0.message, help: $0.help)
            })
        return JSONDocument.text(value)
    }
}

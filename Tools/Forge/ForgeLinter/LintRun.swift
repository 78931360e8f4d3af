import ForgeDiagnostics
import ForgeManifest
import ForgeSupport
import ForgeSwiftSource
import Foundation

/// The lint of a repository, for `lint`: the module-graph rules, cycles and the sources' imports; `fix` rewrites
/// the manifests so that every undeclared import is declared and every unused dependency removed, and a baseline
/// holds the findings a team accepts for now. Returns what it found and did; never prints.
package struct LintRun {
    /// What to do besides finding.
    package struct Options {
        /// Rewrite `Manifest/` to fix what can be fixed, then regenerate `Package.swift`.
        package var fix = false
        /// With `fix`: work out the changes as a unified diff and write nothing.
        package var dryRun = false
        /// Fail only on findings this baseline file does not hold.
        package var baseline: String?
        /// Record today's findings in this file.
        package var writeBaseline: String?

        package init() {}
    }

    /// The repository's root, which the baseline paths are read from.
    package let root: URL
    /// The platforms to check; nil for Linux and the package's own.
    let platforms: [BuildPlatform]?
    let options: Options

    /// Lint of the repository at `root`.
    package init(root: URL, platforms: [BuildPlatform]? = nil, options: Options = Options()) {
        self.root = root
        self.platforms = platforms
        self.options = options
    }

    /// Lints, fixes when asked, then records or applies the baseline when asked.
    package func run() -> LintOutcome {
        var report: LintEngine.Report
        do {
            report = try lint()
        } catch {
            return LintOutcome(fix: nil, end: .stopped(error))
        }
        guard options.fix else { return LintOutcome(fix: nil, end: finish(report)) }
        let (fix, next) = self.fix(report)
        switch next {
        case nil: return LintOutcome(fix: fix, end: .notFixed)
        case .failure(let stop)?: return LintOutcome(fix: fix, end: .stopped(stop))
        case .success(let fixed)?: return LintOutcome(fix: fix, end: finish(fixed))
        }
    }

    /// The findings, with cycles and the rules file's own; the manifests' or the rules' errors when either is
    /// invalid.
    package func lint() throws(LintStop) -> LintEngine.Report {
        let validated = ValidatedManifests(root: root)
        // Cycles are lint findings; any other manifest error means there is no graph to lint.
        let blocking = validated.diagnostics.filter { $0.severity == .error && $0.ruleID != LintRuleID.cycle }
        guard let manifests = validated.manifests, blocking.isEmpty else {
            throw .invalidManifests(validated.diagnostics)
        }
        let ruleCollector = DiagnosticCollector()
        let rules = LintRulesLoader.load(root: root, manifests: manifests, diagnostics: ruleCollector)
        let ruleDiagnostics = ruleCollector.diagnostics
        guard !ruleDiagnostics.hasErrors else { throw .invalidRules(ruleDiagnostics.sortedForDisplay()) }
        var report = LintEngine(manifests: manifests, rules: rules, root: root, platforms: platforms).run()
        report.diagnostics =
            (report.diagnostics + validated.diagnostics.filter { $0.ruleID == LintRuleID.cycle } + ruleDiagnostics)
            .sortedForDisplay()
        return report
    }

    /// The report, or with a baseline to write or apply, what became of it.
    private func finish(_ report: LintEngine.Report) -> LintOutcome.End {
        if let path = options.writeBaseline { return writeBaseline(report, to: path) }
        if let path = options.baseline { return applyBaseline(path, to: report) }
        return .report(report, baseline: nil)
    }
}

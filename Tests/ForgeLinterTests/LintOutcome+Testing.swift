import ForgeDiagnostics
import ForgeSwiftSource
import ForgeTestSupport
import Foundation

@testable import ForgeLinter

extension LintRun {
    /// The lint of `repository`, with `options` and on `platforms`.
    init(_ repository: TemporaryRepository, platforms: [BuildPlatform]? = nil, options: Options = Options()) {
        self.init(root: repository.root, platforms: platforms, options: options)
    }
}

extension LintFixture {
    /// Writes everything and lints it.
    func outcome(options: LintRun.Options = LintRun.Options()) throws -> LintOutcome {
        try write()
        return LintRun(repository, options: options).run()
    }
}

extension LintOutcome {
    /// The findings, when the lint ended with them.
    var report: LintEngine.Report? {
        guard case .report(let report, _) = end else { return nil }
        return report
    }

    /// The findings as the text report's lines, without help lines and JSON paths; none when there is no report.
    var findings: [String] {
        LintFixture.findings(report?.diagnostics.map(\.description).joined(separator: "\n") ?? "")
    }

    /// True when the lint ended with findings and none is an error.
    var isClean: Bool { report.map { !$0.diagnostics.hasErrors } ?? false }

    /// True when the lint ended with findings and one is an error.
    var hasErrors: Bool { report?.diagnostics.hasErrors ?? false }

    /// Every finding's description, help lines included, for failure messages and help checks.
    var text: String { report?.diagnostics.map(\.description).joined(separator: "\n") ?? "\(end)" }
}

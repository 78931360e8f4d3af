import ForgeTestSupport
import Foundation
import Testing

@testable import ForgeLinter

/// Every finding lint reports points at what it names: a source finding at the module name of the import (its
/// line and column, columns in UTF-8 bytes), a manifest finding at the quoted name of the dependency. A GitHub
/// annotation or a person's editor goes there, and `--fix` edits what is there.
@Suite struct LintPositionTests {
    @Test func eachFindingPointsAtTheNameItNames() throws {
        let fixture = try LintFixture()
        fixture["MoviesPresentation"].dependencies.insert("MoviesData", at: 0)  // forbidden
        fixture["MoviesData"].sources = ["Repository.swift": "import MoviesDomain\n"]  // Networking unused
        fixture["MoviesDomain"].sources = [
            // Undeclared imports after a raw string holding three quotes, and after multi-byte text.
            "Rules.swift":
                "let raw = #\"\"\"\n    \\\"\"\"\n    \"\"\"#\nimport Ghost\nlet é = \"東京\"; import Phantom\n"
        ]
        fixture.modules += [
            LintFixture.Module(name: "A", kind: "core", dependencies: ["B"]),
            LintFixture.Module(name: "B", kind: "core", dependencies: ["A"]),
        ]
        let report = try #require(try fixture.outcome().report)
        #expect(report.diagnostics.count >= 5, "\(report.diagnostics)")
        for finding in report.diagnostics {
            #expect(finding.severity == .error && finding.ruleID != nil, "\(finding)")
            let location = try #require(finding.location, "\(finding)")
            let source = try Data(contentsOf: fixture.repository.root.appendingPathComponent(finding.file))
            let text = try #require(
                SourceText.text(atLine: location.line, column: location.column, in: Array(source)), "\(finding)")
            let named = Self.modules(in: finding.message)
            #expect(
                named.contains { text.hasPrefix($0) || text.hasPrefix("\"\($0)\"") },
                "\(finding) points at \(text.prefix(30))")
        }
    }

    /// The module names a finding's message mentions (capitalised words).
    private static func modules(in message: String) -> [String] {
        message.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init).filter {
            $0.first?.isUppercase == true
        }
    }
}

import ForgeTestSupport
import Foundation
import Testing

/// Every finding `forge lint` prints points at what it names: a source finding at the module name of the import
/// (its line and column, columns in UTF-8 bytes), a manifest finding at the quoted name of the dependency. A
/// GitHub annotation or a person's editor goes there, and `--fix` edits what is there.
@Suite struct LintPositionTests {
    @Test func eachFindingPointsAtTheNameItNames() throws {
        let fixture = try LintFixture(commandLine: forgeUnderTest)
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
        let result = try fixture.lint()
        let findings = LintFixture.findings(result.output)
        #expect(findings.count >= 5, "\(result.output)")
        let location = try NSRegularExpression(pattern: #"^([^:]+):(\d+):(\d+): error: \[[a-z-]+\] (.*)$"#)
        for finding in findings {
            let match = try #require(
                location.firstMatch(in: finding, range: NSRange(finding.startIndex..., in: finding)), "\(finding)")
            let field = { (index: Int) in String(finding[Range(match.range(at: index), in: finding)!]) }
            let source = try Data(contentsOf: fixture.repository.root.appendingPathComponent(field(1)))
            let text = try #require(
                SourceText.text(atLine: Int(field(2))!, column: Int(field(3))!, in: Array(source)), "\(finding)")
            let named = Self.modules(in: field(4))
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

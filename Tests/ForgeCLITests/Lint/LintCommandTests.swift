import Commands
import ForgeDiagnostics
import ForgeTestSupport
import Foundation
import Testing

@testable import ForgeCLI
@testable import ForgeLinter
@testable import ForgeSupport

/// `forge lint`'s formats, what it prints beside the findings, its exit codes and its options.
@Suite struct LintCommandTests {
    /// An error with a position, a rule, a JSON path and help (one whose message needs escaping in an
    /// annotation), and a warning about a whole file.
    private static let report = LintEngine.Report(
        diagnostics: [
            Diagnostic(
                file: "Manifest/A,B.json", location: SourceLocation(line: 6, column: 36), jsonPath: "$.dependencies[1]",
                message: "A declares B but no file of it imports it: 100%", help: "remove it",
                ruleID: "unused-dependency"),
            Diagnostic(.warning, file: "Manifest/rules.json", location: nil, message: "rule \"r\" matches no module"),
        ], moduleCount: 2, fileCount: 1)

    @Test func theTextReportIsCompilerStyleLinesAndASummary() {
        #expect(
            LintFormat.text.render(Self.report) == """
                Manifest/A,B.json:6:36: error: [unused-dependency] A declares B but no file of it imports it: 100% (at $.dependencies[1])
                    help: remove it
                Manifest/rules.json: warning: rule "r" matches no module
                lint: 1 error, 1 warning (2 modules, 1 file)

                """)
        #expect(
            LintFormat.text.render(LintEngine.Report(diagnostics: [], moduleCount: 16, fileCount: 16))
                == "lint: clean (16 modules, 16 files)\n")
    }

    @Test func theJSONReportIsVersionedWithEveryField() {
        #expect(
            LintFormat.json.render(Self.report) == """
                {
                  "diagnostics" : [
                    {
                      "column" : 36,
                      "file" : "Manifest/A,B.json",
                      "help" : "remove it",
                      "line" : 6,
                      "message" : "A declares B but no file of it imports it: 100%",
                      "rule" : "unused-dependency",
                      "severity" : "error"
                    },
                    {
                      "file" : "Manifest/rules.json",
                      "message" : "rule \\"r\\" matches no module",
                      "severity" : "warning"
                    }
                  ],
                  "errors" : 1,
                  "files" : 1,
                  "modules" : 2,
                  "version" : 1,
                  "warnings" : 1
                }

                """)
    }

    @Test func gitHubAnnotationsEscapeTheirPropertiesAndMessage() {
        #expect(
            LintFormat.github.render(Self.report) == """
                ::error file=Manifest/A%2CB.json,line=6,col=36,title=unused-dependency::A declares B but no file of it imports it: 100%25 (remove it)
                ::warning file=Manifest/rules.json::rule "r" matches no module
                lint: 1 error, 1 warning (2 modules, 1 file)

                """)
    }

    @Test func whatTheFixDidGoesBesideTheFindingsOnStandardErrorForJSON() {
        let fix = LintFix(
            warnings: [Finding.cannotFix("Manifest/A.json: no dependency is at $.dependencies[4]")], fixedCount: 2,
            manifests: ["Manifest/A.json"], result: .dryRun(diff: "--- a/Manifest/A.json\n+++ b/Manifest/A.json\n"))
        let outcome = LintOutcome(
            fix: fix, end: .report(LintEngine.Report(diagnostics: [], moduleCount: 1, fileCount: 1), baseline: nil))
        let text = (output: BufferedOutput(), errors: BufferedOutput())
        outcome.write(in: .text, to: text.output, errors: text.errors)
        #expect(
            text.output.text == """
                --- a/Manifest/A.json
                +++ b/Manifest/A.json
                lint --fix --dry-run: would fix 2 findings in 1 manifest; nothing was changed
                lint: clean (1 module, 1 file)

                """)
        #expect(
            text.errors.text
                == "warning: cannot fix Manifest/A.json: no dependency is at $.dependencies[4]; it is left as a finding\n"
        )
        let json = (output: BufferedOutput(), errors: BufferedOutput())
        outcome.write(in: .json, to: json.output, errors: json.errors)
        #expect(json.output.text.hasPrefix("{\n") && !json.output.text.contains("--fix"))
        #expect(
            json.errors.text.hasSuffix(
                "lint --fix --dry-run: would fix 2 findings in 1 manifest; nothing was changed\n"))
    }

    @Test func theBaselineAndTheStopsAreSaidOnStandardError() {
        let errors = BufferedOutput()
        let entry = LintBaseline([Diagnostic(file: "F.swift", location: nil, message: "gone")]).findings[0]
        LintBaseline.Match(path: "b.json", accepted: 2, gone: [entry]).write(to: errors)
        LintStop.invalidRules([Diagnostic(file: "Manifest/rules.json", location: nil, message: "bad")]).write(
            to: errors)
        errors.report(LintBaseline.Failure.unreadable(path: "/r/b.json").finding)
        #expect(
            errors.text == """
                lint: 2 findings in the baseline b.json
                note: no longer found, remove it from b.json: F.swift: [manifest] gone
                Manifest/rules.json: error: bad
                lint: Manifest/rules.json is invalid; fix it first
                error: cannot read the baseline /r/b.json; write one with --write-baseline

                """)
    }

    @Test func theExitCodeFollowsHowTheLintEnded() {
        let clean = LintEngine.Report(diagnostics: [], moduleCount: 1, fileCount: 1)
        let failing = LintEngine.Report(
            diagnostics: [Diagnostic(file: "A.swift", location: nil, message: "x")], moduleCount: 1, fileCount: 1)
        let fixed = LintFix(warnings: [], fixedCount: 0, manifests: [], result: .nothingToChange)
        let cases: [(LintOutcome, Commands.ExitStatus)] = [
            (LintOutcome(fix: nil, end: .report(clean, baseline: nil)), .success),
            (LintOutcome(fix: nil, end: .report(failing, baseline: nil)), .failure),
            (LintOutcome(fix: nil, end: .stopped(.invalidManifests([]))), .usage),
            (LintOutcome(fix: fixed, end: .stopped(.invalidManifests([]))), .failure),
            (LintOutcome(fix: fixed, end: .notFixed), .failure),
            (LintOutcome(fix: nil, end: .baselineWritten(LintBaseline([]), path: "b")), .success),
            (LintOutcome(fix: nil, end: .baselineNotWritten(path: "b", reason: "r")), .failure),
            (LintOutcome(fix: nil, end: .baselineUnreadable(.notABaseline(path: "b"))), .usage),
        ]
        for (outcome, status) in cases { #expect(LintCommand.exitStatus(of: outcome) == status, "\(outcome.end)") }
    }

    @Test func theCommandLineLintsPrintsAndExits() throws {
        let fixture = try LintFixture(commandLine: forgeUnderTest)
        fixture["MoviesData"].sources = ["Repository.swift": "import MoviesDomain\n"]
        let json = try fixture.lint("--format", "json")
        #expect(json.code == .failure && json.errors.isEmpty)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect(object["errors"] as? Int == 1 && object["modules"] as? Int == 18)
        let written = try fixture.lint("--write-baseline", "baseline.json")
        #expect(written.code == .success && written.output == "lint: wrote 1 finding to baseline.json\n")
        let accepted = try fixture.lint("--baseline", "baseline.json")
        #expect(accepted.code == .success && accepted.errors == "lint: 1 finding in the baseline baseline.json\n")
        try fixture.repository.write("broken.json", "{}")
        let broken = try fixture.lint("--baseline", "broken.json")
        #expect(broken.code == .usage)
        #expect(
            broken.errors.hasSuffix(
                "broken.json is not a forge lint baseline (version 1); write it again with --write-baseline\n"))
        fixture.rules = "{ \"version\": 1, \"forbiden\": [] }"
        let invalidRules = try fixture.lint()
        #expect(invalidRules.code == .usage && invalidRules.output.isEmpty)
        #expect(invalidRules.errors.hasSuffix("lint: Manifest/rules.json is invalid; fix it first\n"))
    }

    @Test func optionsThatExcludeOneAnotherAreUsageErrors() throws {
        let repository = try TemporaryRepository.withProject()
        #expect(
            repository.forge("lint", "--dry-run").errors.hasPrefix("forge: --dry-run shows what --fix would change"))
        #expect(repository.forge("lint", "--dry-run").code == .usage)
        #expect(repository.forge("lint", "--baseline", "a", "--write-baseline", "b").code == .usage)
        #expect(repository.forge("lint", "--format", "xml").code == .usage)
    }
}

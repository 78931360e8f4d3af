import ForgeManifest
import ForgeResultStore
import ForgeSupport
import ForgeTestSupport
import Foundation
import OffThePool
import Testing

@testable import ForgeCLI
@testable import ForgeInputAudit
@testable import ForgeTestRun

/// `forge test` on the command line: the options it refuses, the plan it prints in-process (nothing runs), and
/// how each report is worded in text, GitHub's annotations and JSON.
@Suite(.offThePool) struct TestCommandTests {
    private let repository: TemporaryRepository

    /// Core, FeatureA and FeatureB, each with tests.
    init() throws {
        repository = try TemporaryRepository.withProject()
        try repository.write("Manifest/Core.json", #"{ "name": "Core", "tests": true }"#)
        for name in ["FeatureA", "FeatureB"] {
            try repository.write(
                "Manifest/\(name).json", #"{ "name": "\#(name)", "dependencies": ["Core"], "tests": true }"#)
        }
        for name in ["Core", "FeatureA", "FeatureB"] {
            try repository.write("Sources/\(name)/\(name).swift", "public struct \(name) {}\n")
            try repository.write("Tests/\(name)Tests/\(name)Tests.swift", "import \(name)\n")
        }
    }

    @Test func optionsThatDoNotGoTogetherAreUsageErrors() {
        let refused: [([String], String)] = [
            (["--shards", "2"], "use it with --dry-run"),
            (["--dry-run", "--shards", "2", "--shard", "1/2"], "use it with --dry-run and without --shard"),
            (["--audit-inputs", "--dry-run"], "--audit-inputs runs every test target"),
            (["--build-only"], "--build-only writes a bundle; name its file"),
            (["--bundle", "b", "--bundle-in-store"], "not both"),
            (["--build-only", "--bundle-in-store", "--read-only"], "--read-only writes nothing to the store"),
            (["--build-only", "--bundle", "b", "--shard", "1/2"], "--build-only builds what every shard runs"),
            (["--bundle", "b", "--dry-run"], "--bundle builds or runs tests"),
            (["--flaky", "--dry-run"], "--flaky only lists what the store saw"),
            (["--shard", "3/2"], "invalid --shard '3/2'"),
            (["--env", "1X"], "--env 1X: not an environment variable's name"),
        ]
        for (arguments, message) in refused {
            let run = repository.forge(["test"] + arguments)
            #expect(run.code == .usage, "\(arguments)")
            #expect(run.errors.contains(message), "\(arguments): \(run.errors)")
            #expect(run.output.isEmpty)
        }
    }

    @Test func aPlanOfTheNamedTargetsIsPrintedAndAnUnknownNameIsAUsageError() throws {
        let selected = repository.forge("test", "--dry-run", "FeatureATests", "--", "-c", "release")
        #expect(selected.code == .success, "\(selected.errors)")
        #expect(selected.output == "would run FeatureATests: never passed\nforge test: would run 1, skipped 0\n")
        let json = repository.forge("test", "--dry-run", "--format", "json", "FeatureBTests").output
        let plan = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(plan["run"] as? [String] == ["FeatureBTests"] && plan["failed"] as? [String] == [])
        #expect((plan["reasons"] as? [String: [String]])?["FeatureBTests"] == ["never passed"])
        let unknown = repository.forge("test", "--dry-run", "FeatureATest")
        #expect(unknown.code == .usage)
        #expect(
            unknown.errors
                == "forge test: no test target is called \"FeatureATest\"; did you mean \"FeatureATests\"?\n"
                + "    help: run 'forge hash --tests' for every test target's name\n")
    }

    @Test func aPlanListsTheTargetsNoTestNeedsItWouldBuildUnlessBuildTestsOnly() throws {
        try repository.write("Manifest/Extra.json", #"{ "name": "Extra", "dependencies": ["Core"] }"#)
        try repository.write("Sources/Extra/Extra.swift", "public struct Extra {}\n")
        let plan = repository.forge("test", "--dry-run")
        #expect(plan.code == .success, "\(plan.errors)")
        #expect(plan.output.contains("\nwould build Extra: never built\n"), "\(plan.output)")
        #expect(plan.output.hasSuffix("forge test: would run 3, skipped 0, would build 1\n"), "\(plan.output)")
        let json = repository.forge("test", "--dry-run", "--format", "json").output
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(document["build"] as? [String] == ["Extra"])
        #expect(document["buildReasons"] as? [String: [String]] == ["Extra": ["never built"]])
        #expect(document["buildFailures"] as? [String: String] == [:])
        let testsOnly = repository.forge("test", "--dry-run", "--build-tests-only")
        #expect(!testsOnly.output.contains("would build") && testsOnly.code == .success, "\(testsOnly.output)")
        #expect(repository.forge("test", "--help").output.contains("--build-tests-only"))
    }

    @Test func aTargetThatDidNotBuildIsNamedWithItsError() {
        var extra = TestPlan.Target(name: "Extra", hash: "e1")
        extra.reasons = ["never built"]
        var plan = TestPlan(targets: [TestPlan.Target(name: "CoreTests", hash: "c1")]) { _ in false }
        plan.builds = [extra]
        let failed = TestOutcome(
            plan: plan, failed: ["CoreTests"], buildFailed: true,
            buildFailures: ["Extra": "Sources/Extra/Extra.swift:1:8: error: expected '{'"])
        #expect(
            failed.text(ran: true, annotations: true) == """
                the build failed, so none of the selected test targets ran and nothing was recorded: CoreTests
                    help: fix the build errors above (swift build --build-tests fails on them too), then run forge \
                test again; --build-tests-only builds only what the tests need
                failed to build Extra: never built
                    Sources/Extra/Extra.swift:1:8: error: expected '{'
                ::error title=forge test::Extra does not build
                ::error title=forge test::CoreTests failed
                forge test: ran 0, the build failed, skipped 0, built 0 of 1

                """)
        #expect(
            TestOutcome(plan: plan, failed: []).text(ran: true, annotations: false).contains(
                "built Extra: never built\n"))
    }

    @Test func invalidManifestsAreShownAndFailTheRun() throws {
        try repository.write("Manifest/Broken.json", "{ \"name\": ")
        for arguments in [["test"], ["test", "--flaky"]] {
            let run = repository.forge(arguments)
            #expect(run.code == .failure, "\(arguments)")
            #expect(run.errors.hasPrefix("Manifest/Broken.json:"), "\(run.errors)")
            #expect(run.errors.contains(" in Manifest/\n"), "\(run.errors)")
            #expect(run.output.isEmpty)
        }
    }

    @Test func theFlakyListingIsTextOrJSON() throws {
        let listing = repository.forge("test", "--flaky")
        #expect(listing.code == .success, "\(listing.errors)")
        #expect(listing.output == "forge test --flaky: 0 of 3 test targets flaky with their current inputs\n")
        let json = repository.forge("test", "--flaky", "--format", "json").output
        #expect(json.hasPrefix("{\n"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["checked"] as? Int == 3 && (object["flaky"] as? [Any])?.isEmpty == true)
    }

    /// A plan of two targets: A runs (it changed), B was skipped and is flaky.
    private static func outcome(
        failed: [String] = [], buildFailed: Bool = false, shards: [[String]]? = nil
    )
        -> TestOutcome
    {
        var a = TestPlan.Target(name: "ATests", hash: "a1234567890abcdef")
        a.reasons = ["Sources/A/A.swift changed"]
        var b = TestPlan.Target(name: "BTests", hash: "b1234567890abcdef")
        b.seen = SeenOutcomes(
            passed: TestResultEntry(target: "BTests", hash: b.hash, seen: "2026-01-02T00:00:00Z"),
            failed: TestResultEntry(target: "BTests", hash: b.hash, seen: "2026-01-01T00:00:00Z"))
        let plan = TestPlan(targets: [a, b]) { $0.name == "BTests" }
        return TestOutcome(
            plan: plan, failed: failed, failures: failed.isEmpty ? [:] : ["ATests": "its tests failed"],
            buildFailed: buildFailed, shards: shards)
    }

    @Test func anOutcomeIsWordedAsItWasRunPlannedOrAnnotated() {
        let flaky =
            "flaky BTests: failed (2026-01-01T00:00:00Z) and passed (2026-01-02T00:00:00Z) with the same inputs "
            + "(b1234567890a); its outcome does not follow from its inputs\n"
        let skipped = "skipped BTests: passed before with these inputs (b1234567890a)\n"
        #expect(
            Self.outcome(failed: ["ATests"]).text(ran: true, annotations: true)
                == "failed ATests: Sources/A/A.swift changed\n    its tests failed\n" + skipped + flaky
                + "::error title=forge test::ATests failed\n::warning title=forge test::BTests is flaky\n"
                + "forge test: ran 1, failed 1, skipped 1, flaky 1\n")
        #expect(
            Self.outcome(shards: [["ATests"], []]).text(ran: false, annotations: false)
                == "would run ATests: Sources/A/A.swift changed\n" + skipped + flaky
                + "shard 1/2: ATests\nshard 2/2: nothing to run\nforge test: would run 1, skipped 1, flaky 1\n")
        #expect(
            Self.outcome(failed: ["ATests"], buildFailed: true).text(ran: true, annotations: false)
                == "the selected test targets did not build, so none ran and nothing was recorded: ATests\n"
                + "    help: fix the build errors above, then run forge test again\n" + skipped + flaky
                + "forge test: ran 0, the build failed, skipped 1, flaky 1\n")
    }

    @Test func anOutcomeInJSONListsWhatRanWasSkippedFailedAndWhy() throws {
        let json = Self.outcome(failed: ["ATests"]).json()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["run"] as? [String] == ["ATests"] && object["skipped"] as? [String] == ["BTests"])
        #expect(object["failed"] as? [String] == ["ATests"])
        #expect(object["failures"] as? [String: String] == ["ATests": "its tests failed"])
        #expect(object["reasons"] as? [String: [String]] == ["ATests": ["Sources/A/A.swift changed"]])
        #expect((object["flaky"] as? [[String: String]])?.first?["passed"] == "2026-01-02T00:00:00Z")
        #expect(object["shards"] == nil)
    }

    @Test func aBundleBuildSaysWhatItWroteAndWhereTheStoreLeftIt() {
        var bundle = BuiltBundle(
            file: URL(fileURLWithPath: "/tmp/t.bundle"), targets: ["ATests", "BTests"], fileCount: 4, digest: "d1")
        let shown = { (build: BundleBuild) -> (String, String, Bool) in
            let output = BufferedOutput(), errors = BufferedOutput()
            build.show(format: .text, output: output, errors: errors)
            return (output.text, errors.text, build.succeeded)
        }
        let built = "built ATests, BTests into /tmp/t.bundle: 4 files, SHA-256 d1\n"
        #expect(shown(.built(bundle)) == (built, "", true))
        bundle.storage = .stored(key: "test-bundle-1")
        #expect(shown(.built(bundle)) == (built + "stored it as test-bundle-1\n", "", true))
        bundle.storage = .notStored(warning: "HTTP 500")
        #expect(shown(.built(bundle)) == (built, "warning: the bundle is not in the store: HTTP 500\n", true))
        #expect(
            shown(.nothingToBuild(file: bundle.file)) == (
                "forge test: every selected test target passed before; no bundle was written to /tmp/t.bundle\n",
                "", true
            ))
        #expect(
            shown(.notWritten("cannot write /tmp/t.bundle: no space")) == (
                "",
                "error: cannot write /tmp/t.bundle: no space\n    help: check that the bundle's folder exists "
                    + "and is writable\n", false
            ))
    }

    @Test func anAuditSaysWhatToDeclareAndWhere() throws {
        try repository.write("Manifest/Core.json", #"{ "name": "Core", "tests": { "inputs": { "paths": [] } } }"#)
        let manifests = try #require(ManifestLoader(root: repository.root).load().manifests)
        let report = AuditReport(
            targets: [
                AuditReport.Target(
                    name: "CoreTests", passed: false, traced: true,
                    undeclared: [
                        InputAudit.Access(kind: .read, path: "Data/words.txt"),
                        InputAudit.Access(kind: .missing(target: "Tool"), path: ".build/debug/tool"),
                    ]),
                AuditReport.Target(name: "FeatureATests", passed: true, traced: false, undeclared: []),
                AuditReport.Target(name: "FeatureBTests", passed: true, traced: true, undeclared: []),
            ], manifests: manifests)
        #expect(
            report.text() == """
                audited CoreTests: 2 undeclared (its tests failed under strace)
                  reads Data/words.txt, which no input of its hash covers
                      help: add it (or its folder) to "tests": {"inputs": {"paths": [...]}} in Manifest/Core.json
                  looks for .build/debug/tool, built by Tool, which is no input of its hash, so forge test does not build it
                      help: add "Tool" to "tests": {"inputs": {"targets": [...]}} in Manifest/Core.json
                audited FeatureATests: strace recorded none of its tests, so nothing was checked
                    help: strace needs ptrace: run as a user allowed to trace (in a container: --cap-add SYS_PTRACE)
                audited FeatureBTests: every file and program it used is an input
                forge test --audit-inputs: audited 3, undeclared inputs in 1, failed 1

                """)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(report.json().utf8)) as? [String: Any])
        #expect(object["audited"] as? [String] == ["CoreTests", "FeatureATests", "FeatureBTests"])
        #expect(object["failed"] as? [String] == ["CoreTests"])
        #expect(
            (object["undeclared"] as? [String: [[String: String]]])?["CoreTests"] == [
                ["kind": "read", "path": "Data/words.txt"],
                ["kind": "missing", "path": ".build/debug/tool", "target": "Tool"],
            ])
        #expect(!report.isClean)
    }

    @Test func whyTheAuditCannotRunIsAnErrorWithWhatToDo() {
        let errors = BufferedOutput()
        #expect(AuditStop.unavailable(.straceMissing).show(on: errors) == .failure)
        #expect(AuditStop.buildFailed.show(on: errors) == .failure)
        #expect(AuditStop.stopped(.unknownTarget("X", known: [])).show(on: errors) == .usage)
        #expect(
            errors.text == "error: forge test --audit-inputs traces the tests with strace, which is not installed\n"
                + "    help: install it (Debian and Ubuntu: apt-get install strace) and run again\n"
                + "forge test --audit-inputs: the tests did not build; nothing was audited\n"
                + "forge test: no test target is called \"X\"\n"
                + "    help: run 'forge hash --tests' for every test target's name\n")
    }
}

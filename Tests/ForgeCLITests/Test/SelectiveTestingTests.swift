import Commands
import ForgeTestSupport
import Foundation
import Testing

@testable import ForgeResultStore
@testable import ForgeChangeImpact
@testable import ForgeTestRun
@testable import ForgeSupport

/// Runs nothing: records what `forge test` asked for, and fails the targets it is told to (or gives them the
/// verdict it is told to).
private final class RecordingRunner: TestRunner {
    var builds = 0
    var ran: [String] = []
    var failing: Set<String> = []
    var verdicts: [String: TestRunResult.Verdict] = [:]
    var buildFails = false

    func build() -> Bool {
        builds += 1
        return !buildFails
    }

    func run(_ targets: [TestTarget], whole: Bool) -> [String: TestRunResult] {
        ran += targets.map(\.name)
        return Dictionary(
            uniqueKeysWithValues: targets.map { target in
                let verdict = verdicts[target.name] ?? (failing.contains(target.name) ? .failed : .passed)
                return (target.name, TestRunResult(verdict))
            })
    }
}

/// `forge test` on Tuist's selective-testing example (Core, FeatureA, FeatureB and their tests), with the
/// tests' runs recorded instead of made: which targets run, which are skipped, what is remembered.
@Suite struct SelectiveTestingTests {
    private let repository: TemporaryRepository
    private let store: URL

    init() throws {
        repository = try TemporaryRepository.withProject()
        try repository.write("Manifest/Core.json", #"{ "name": "Core", "tests": true }"#)
        try repository.write(
            "Manifest/FeatureA.json", #"{ "name": "FeatureA", "dependencies": ["Core"], "tests": true }"#)
        try repository.write(
            "Manifest/FeatureB.json", #"{ "name": "FeatureB", "dependencies": ["Core"], "tests": true }"#)
        for name in ["Core", "FeatureA", "FeatureB"] {
            try repository.write("Sources/\(name)/\(name).swift", "public struct \(name) {}\n")
            try repository.write("Tests/\(name)Tests/\(name)Tests.swift", "import \(name)\n")
        }
        store = repository.root.appendingPathComponent(".build/forge/test-results")
    }

    /// One `forge test` with `runner`; the exit code and what it printed.
    private func test(
        _ runner: RecordingRunner, readOnly: Bool = false, storeFolder: URL? = nil, in root: URL? = nil
    ) -> (code: Commands.ExitStatus, output: String) {
        test(runner, readOnly: readOnly, store: FolderTestResultStore(folder: storeFolder ?? store), in: root)
    }

    private func test(
        _ runner: RecordingRunner, readOnly: Bool = false, store: any TestResultStore, in root: URL? = nil,
        shard: String? = nil
    ) -> (code: Commands.ExitStatus, output: String) {
        let output = BufferedOutput(), errors = BufferedOutput()
        var options = SelectiveTestRun.Options()
        options.readOnly = readOnly
        options.shard = shard.flatMap(TestShards.Selection.init)
        let command = SelectiveTestRun(CommandContext(root: root ?? repository.root, output: output, errors: errors))
        let code = command.run(options, store: store, runner: runner)
        return (code, output.text + errors.text)
    }

    @Test func aSecondRunRunsNothingAndAnEditRunsWhatItReaches() throws {
        let first = RecordingRunner()
        #expect(test(first).code == .success)
        #expect(Set(first.ran) == ["CoreTests", "FeatureATests", "FeatureBTests"])
        #expect(first.builds == 1)
        let second = RecordingRunner()
        #expect(test(second).output.contains("forge test: ran 0, failed 0, skipped 3"))
        #expect(second.ran.isEmpty && second.builds == 0)

        try repository.write("Sources/FeatureA/FeatureA.swift", "public struct FeatureA { let edited = 1 }\n")
        let afterFeature = RecordingRunner()
        _ = test(afterFeature)
        #expect(afterFeature.ran == ["FeatureATests"])
        try repository.write("Sources/Core/Core.swift", "public struct Core { let edited = 1 }\n")
        let afterCore = RecordingRunner()
        _ = test(afterCore)
        #expect(Set(afterCore.ran) == ["CoreTests", "FeatureATests", "FeatureBTests"])
    }

    @Test func eachTargetThatRunsSaysWhichOfItsInputsDifferFromItsLastPass() throws {
        let first = test(RecordingRunner()).output
        #expect(first.contains("passed CoreTests: never passed\n"), "\(first)")
        try repository.write("Sources/Core/Core.swift", "public struct Core { let edited = 1 }\n")
        try repository.write("Tests/FeatureATests/Fixture.json", "{}\n")
        try repository.write(
            "Manifest/FeatureB.json",
            #"{ "name": "FeatureB", "dependencies": ["Core"], "swiftSettings": [{ "define": "B" }], "tests": true }"#)
        let second = test(RecordingRunner()).output
        #expect(second.contains("passed CoreTests: Sources/Core/Core.swift changed\n"), "\(second)")
        #expect(
            second.contains(
                "passed FeatureATests: Sources/Core/Core.swift changed; Tests/FeatureATests/Fixture.json added\n"),
            "\(second)")
        #expect(
            second.contains("passed FeatureBTests: FeatureB's declaration in Package.swift changed; "), "\(second)")
        try FileManager.default.removeItem(
            at: repository.root.appendingPathComponent("Tests/FeatureATests/Fixture.json"))
        var options = SelectiveTestRun.Options()
        options.dryRun = true
        options.format = .json
        let output = BufferedOutput()
        _ = SelectiveTestRun(CommandContext(root: repository.root, output: output, errors: BufferedOutput()))
            .run(options, store: FolderTestResultStore(folder: store), runner: RecordingRunner())
        let plan = try #require(try JSONSerialization.jsonObject(with: Data(output.text.utf8)) as? [String: Any])
        #expect(plan["run"] as? [String] == ["FeatureATests"])
        #expect(
            (plan["reasons"] as? [String: [String]])?["FeatureATests"] == ["Tests/FeatureATests/Fixture.json removed"])
    }

    @Test func aPassRecordsItsInputsAndDurationPerConfigurationAndAStaleRecordIsIgnored() throws {
        _ = test(RecordingRunner())
        let key = PassRecord.key(target: "FeatureATests", configuration: "debug")
        let data = try Data(contentsOf: store.appendingPathComponent(key))
        let record = try #require(PassRecord.decoded(data, target: "FeatureATests", configuration: "debug"))
        #expect(record.seconds >= 0)
        #expect(record.inputs["file Sources/Core/Core.swift"]?.count == 16)
        #expect(record.inputs["declaration FeatureA"] != nil && record.inputs["toolchain"] != nil)
        #expect(PassRecord.decoded(data, target: "FeatureBTests", configuration: "debug") == nil)
        #expect(PassRecord.decoded(data, target: "FeatureATests", configuration: "release") == nil)
        // A record that is not one (truncated, foreign) only loses the reasons: the target runs, "never passed".
        try Data("{\"version\": 1".utf8).write(to: store.appendingPathComponent(key))
        try repository.write("Sources/FeatureA/FeatureA.swift", "public struct FeatureA { let edited = 1 }\n")
        #expect(test(RecordingRunner()).output.contains("passed FeatureATests: never passed\n"))
    }

    @Test func shardsAreBalancedByTheDurationsOfTheLastPassesAndListedInOnePlan() throws {
        _ = test(RecordingRunner())
        for (target, seconds) in [("CoreTests", 100.0), ("FeatureATests", 1), ("FeatureBTests", 1)] {
            let key = PassRecord.key(target: target, configuration: "debug")
            let data = try Data(contentsOf: store.appendingPathComponent(key))
            let record = try #require(PassRecord.decoded(data, target: target, configuration: "debug"))
            try PassRecord(
                target: target, configuration: "debug", hash: record.hash, seconds: seconds, inputs: record.inputs
            ).encoded().write(to: store.appendingPathComponent(key))
        }
        try repository.write("Sources/Core/Core.swift", "public struct Core { let edited = 1 }\n")
        var options = SelectiveTestRun.Options()
        options.dryRun = true
        options.shardCount = 2
        options.format = .json
        let output = BufferedOutput()
        _ = SelectiveTestRun(CommandContext(root: repository.root, output: output, errors: BufferedOutput()))
            .run(options, store: FolderTestResultStore(folder: store), runner: RecordingRunner())
        let plan = try #require(try JSONSerialization.jsonObject(with: Data(output.text.utf8)) as? [String: Any])
        // By test files (one each) CoreTests would share a shard; by its 100 s it has one of its own.
        #expect(plan["shards"] as? [[String]] == [["CoreTests"], ["FeatureATests", "FeatureBTests"]])
        let second = RecordingRunner()
        _ = test(second, readOnly: true, store: FolderTestResultStore(folder: store), shard: "2/2")
        #expect(second.ran == ["FeatureATests", "FeatureBTests"])
        #expect(repository.forge("test", "--shards", "2").errors.contains("use it with --dry-run"))
    }

    @Test func targetNamesBeforeTheSeparatorSelectTargetsAndAnUnknownOneIsAUsageError() throws {
        let selected = repository.forge("test", "--dry-run", "FeatureATests", "--", "-c", "release")
        #expect(selected.code == .success, "\(selected.errors)")
        #expect(selected.output.contains("would run FeatureATests: never passed\n"))
        #expect(!selected.output.contains("CoreTests"))
        let unknown = repository.forge("test", "--dry-run", "FeatureATest")
        #expect(unknown.code == .usage)
        #expect(
            unknown.errors.hasPrefix(
                "forge test: no test target is called \"FeatureATest\"; did you mean \"FeatureATests\"?"))
    }

    @Test func aFailureIsNotRecordedAndRunsAgain() {
        let failing = RecordingRunner()
        failing.failing = ["FeatureBTests"]
        let result = test(failing)
        #expect(result.code == .failure)
        #expect(result.output.contains("failed FeatureBTests"))
        let again = RecordingRunner()
        _ = test(again)
        #expect(again.ran == ["FeatureBTests"])
    }

    @Test func aTargetThatFailsThenPassesWithTheSameInputsIsFlakyAndItsFailureIsNeverAPass() throws {
        try flakyTargetIsReported(store: FolderTestResultStore(folder: store))
    }

    @Test(.enabled(if: NginxCache.isInstalled)) func flakinessIsKeptInNginxToo() throws {
        let nginx = try NginxCache()
        try flakyTargetIsReported(store: HTTPTestResultStore(baseURL: nginx.baseURL + "/results", token: nil))
    }

    /// FeatureBTests fails, then passes with the same inputs: the first run fails and records no pass, the
    /// second passes and says FeatureBTests is flaky (text, JSON and `--flaky`), and later runs still say so.
    private func flakyTargetIsReported(store: any TestResultStore) throws {
        let first = RecordingRunner()
        first.failing = ["FeatureBTests"]
        let failed = test(first, store: store)
        #expect(failed.code == .failure)
        #expect(
            failed.output.contains("failed FeatureBTests: never passed\n    its tests failed\n"), "\(failed.output)")
        #expect(!failed.output.contains("flaky"))
        let second = RecordingRunner()
        let passed = test(second, store: store)
        #expect(second.ran == ["FeatureBTests"])
        #expect(passed.code == .success)
        #expect(passed.output.contains("flaky FeatureBTests: failed ("), "\(passed.output)")
        #expect(passed.output.contains("forge test: ran 1, failed 0, skipped 2, flaky 1\n"), "\(passed.output)")
        var options = SelectiveTestRun.Options()
        options.format = .json
        let output = BufferedOutput()
        _ = SelectiveTestRun(CommandContext(root: repository.root, output: output, errors: BufferedOutput()))
            .run(options, store: store, runner: RecordingRunner())
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.text.utf8)) as? [String: Any])
        let flaky = try #require(json["flaky"] as? [[String: String]])
        #expect(flaky.map { $0["target"] } == ["FeatureBTests"])
        #expect(flaky.first?["failed"]?.hasPrefix("20") == true && flaky.first?["passed"]?.hasPrefix("20") == true)
        options = SelectiveTestRun.Options()
        options.flaky = true
        let listing = BufferedOutput()
        let code = SelectiveTestRun(CommandContext(root: repository.root, output: listing, errors: BufferedOutput()))
            .listFlaky(options, store: store)
        #expect(code == .success)
        #expect(listing.text.contains("flaky FeatureBTests: failed ("))
        #expect(listing.text.hasSuffix("forge test --flaky: 1 of 3 test targets flaky with their current inputs\n"))
    }

    @Test func aCorruptOrForeignFailureRecordIsIgnored() throws {
        let first = RecordingRunner()
        first.failing = ["FeatureBTests"]
        _ = test(first)
        let failures = try FileManager.default.contentsOfDirectory(atPath: store.path).filter {
            $0.hasPrefix("failed-")
        }
        #expect(failures.count == 1)
        try Data("{\"version\": 1".utf8).write(to: store.appendingPathComponent(failures[0]))
        let second = test(RecordingRunner())
        #expect(second.code == .success)
        #expect(!second.output.contains("flaky"), "\(second.output)")
        try Data(#"{"version": 1, "target": "CoreTests", "hash": "x", "seen": "2026-01-01T00:00:00Z"}"#.utf8)
            .write(to: store.appendingPathComponent(failures[0]))
        #expect(!test(RecordingRunner()).output.contains("flaky"))
    }

    @Test func aTargetThatRanNoTestsOrPassedOnlyAloneFailsAndRecordsNoPass() {
        let runner = RecordingRunner()
        runner.verdicts = ["FeatureATests": .ranNoTests, "FeatureBTests": .passedOnlyAlone]
        let result = test(runner)
        #expect(result.code == .failure)
        #expect(
            result.output.contains(
                "failed FeatureATests: never passed\n    it ran no tests: `swift test --filter '^FeatureATests\\.'` matched none"
            ), "\(result.output)")
        #expect(
            result.output.contains(
                "failed FeatureBTests: never passed\n    the run of all selected test targets failed"))
        #expect(result.output.contains("forge test: ran 3, failed 2, skipped 0\n"))
        let again = RecordingRunner()
        _ = test(again)
        #expect(Set(again.ran) == ["FeatureATests", "FeatureBTests"])
    }

    @Test func aBuildFailureRecordsNothing() {
        let broken = RecordingRunner()
        broken.buildFails = true
        #expect(test(broken).code == .failure)
        #expect(broken.ran.isEmpty)
        let next = RecordingRunner()
        _ = test(next)
        #expect(next.ran.count == 3)
    }

    @Test func readOnlyRecordsNothing() {
        _ = test(RecordingRunner(), readOnly: true)
        let next = RecordingRunner()
        _ = test(next)
        #expect(next.ran.count == 3)
    }

    @Test func aCorruptOrForeignEntryIsIgnored() throws {
        _ = test(RecordingRunner())
        let entries = try FileManager.default.contentsOfDirectory(atPath: store.path).sorted()
            .filter { !$0.hasPrefix("last-pass-") }
        #expect(entries.count == 3)
        try Data("not json".utf8).write(to: store.appendingPathComponent(entries[0]))
        try Data(#"{"version": 1, "target": "Other", "hash": "x"}"#.utf8)
            .write(to: store.appendingPathComponent(entries[1]))
        let next = RecordingRunner()
        _ = test(next)
        #expect(next.ran.count == 2)
    }

    @Test func twoCheckoutsShareResultsThroughOneStore() throws {
        let shared = repository.root.appendingPathComponent("shared-results")
        _ = test(RecordingRunner(), storeFolder: shared)
        let other = try TemporaryRepository.withProject()
        for path in ["Manifest/Core.json", "Manifest/FeatureA.json", "Manifest/FeatureB.json"] {
            try other.write(path, try repository.read(path))
        }
        for name in ["Core", "FeatureA", "FeatureB"] {
            try other.write("Sources/\(name)/\(name).swift", try repository.read("Sources/\(name)/\(name).swift"))
            try other.write("Tests/\(name)Tests/\(name)Tests.swift", "import \(name)\n")
        }
        let second = RecordingRunner()
        _ = test(second, storeFolder: shared, in: other.root)
        #expect(second.ran.isEmpty)
    }

    @Test(.enabled(if: NginxCache.isInstalled)) func resultsGoThroughNginxToAnotherCheckout() throws {
        let nginx = try NginxCache()
        let store = HTTPTestResultStore(baseURL: nginx.baseURL + "/results", token: "s3cret-token")
        let first = RecordingRunner()
        let result = test(first, store: store)
        #expect(first.ran.count == 3)
        #expect(nginx.entries(under: "results").filter { !$0.hasPrefix("last-pass-") }.count == 3)
        #expect(!result.output.contains("s3cret-token"))
        let second = RecordingRunner()
        _ = test(second, store: HTTPTestResultStore(baseURL: nginx.baseURL + "/results", token: nil))
        #expect(second.ran.isEmpty)
    }

    @Test(.enabled(if: NginxCache.isInstalled)) func theBearerTokenReachesTheCacheAndNeverTheOutput() throws {
        let nginx = try NginxCache()
        let url = nginx.baseURL + "/private/results"
        let refused = RecordingRunner()
        let withoutToken = test(refused, store: HTTPTestResultStore(baseURL: url, token: nil))
        #expect(withoutToken.output.contains("answered HTTP 401"))
        #expect(refused.ran.count == 3)
        let first = RecordingRunner()
        let withToken = test(first, store: HTTPTestResultStore(baseURL: url, token: NginxCache.token))
        #expect(!withToken.output.contains("warning"), "\(withToken.output)")
        #expect(!withToken.output.contains(NginxCache.token))
        #expect(nginx.entries(under: "private/results").filter { !$0.hasPrefix("last-pass-") }.count == 3)
        let second = RecordingRunner()
        _ = test(second, store: HTTPTestResultStore(baseURL: url, token: NginxCache.token))
        #expect(second.ran.isEmpty)
        let injected = test(RecordingRunner(), store: HTTPTestResultStore(baseURL: url, token: "a\nurl = x"))
        #expect(injected.output.contains("FORGE_CACHE_TOKEN holds a control character"))
    }

    @Test(.enabled(if: NginxCache.isInstalled)) func manyKeysAreAskedAtOnceAndEachGetsItsOwnAnswer() throws {
        let nginx = try NginxCache()
        let keys = (0..<(HTTPTestResultStore.parallelTransfers + 37)).map { "key-\($0)" }
        for (index, key) in keys.enumerated() where index % 3 != 0 { try nginx.put("results/\(key)", "value \(index)") }
        var warning: String?
        let found = HTTPTestResultStore(baseURL: nginx.baseURL + "/results", token: NginxCache.token)
            .read(keys, warning: &warning)
        #expect(warning == nil)
        #expect(found.count == keys.count - (keys.count + 2) / 3)
        for (index, key) in keys.enumerated() {
            #expect(found[key].map { String(decoding: $0, as: UTF8.self) } == (index % 3 == 0 ? nil : "value \(index)"))
        }
        // A corrupt entry among good ones only makes its target run.
        let first = test(RecordingRunner(), store: HTTPTestResultStore(baseURL: nginx.baseURL + "/results", token: nil))
        #expect(!first.output.contains("warning"), "\(first.output)")
        let entry = try #require(
            nginx.entries(under: "results").first { !$0.hasPrefix("key-") && !$0.hasPrefix("last-pass-") })
        try nginx.put("results/\(entry)", "{\"version\": 1")
        let next = RecordingRunner()
        _ = test(next, store: HTTPTestResultStore(baseURL: nginx.baseURL + "/results", token: nil))
        #expect(next.ran.count == 1)
    }

    @Test(.enabled(if: NginxCache.isInstalled)) func aStoreAnswering500OrDownRunsEverything() throws {
        let nginx = try NginxCache()
        for url in [nginx.baseURL + "/broken", "http://127.0.0.1:\(try NginxCache.freePort())/results"] {
            let runner = RecordingRunner()
            let result = test(runner, store: HTTPTestResultStore(baseURL: url, token: nil))
            #expect(result.code == .success)
            #expect(runner.ran.count == 3)
            #expect(result.output.contains("warning: the test results store \(url)"))
            #expect(result.output.contains("; every test target runs"))
        }
    }

    @Test func shardsSplitWhatIsLeftToRun() throws {
        let storeOnly = FolderTestResultStore(folder: store)
        // One target passes first; two jobs of a matrix, which start from the same store, then split the other
        // two (read-only here, as if they ran at once), each running one.
        _ = test(RecordingRunner(), store: storeOnly, shard: "1/3")
        let recorded = try FileManager.default.contentsOfDirectory(atPath: store.path)
            .filter { !$0.hasPrefix("last-pass-") }.count
        let first = RecordingRunner(), second = RecordingRunner()
        _ = test(first, readOnly: true, store: storeOnly, shard: "1/2")
        _ = test(second, readOnly: true, store: storeOnly, shard: "2/2")
        #expect(recorded == 1)
        #expect(Set(first.ran).isDisjoint(with: second.ran))
        #expect(first.ran.count + second.ran.count == 2)
    }
}

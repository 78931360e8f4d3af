import ForgeTestSupport
import Foundation
import OffThePool
import Testing

@testable import ForgeChangeImpact
@testable import ForgeResultStore
@testable import ForgeSupport
@testable import ForgeTestRun

/// Runs nothing: records what `forge test` asked for, and fails the targets it is told to (or gives them the
/// verdict it is told to).
final class RecordingRunner: TestRunner {
    var builds = 0
    var ran: [String] = []
    var failing: Set<String> = []
    var verdicts: [String: TestRunResult.Verdict] = [:]
    var buildFails = false
    /// What a failing build prints as its errors.
    var buildErrors: [String] = []

    func build() -> BuildResult {
        builds += 1
        return BuildResult(succeeded: !buildFails, errors: buildFails ? buildErrors : [])
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

/// A test run on Tuist's selective-testing example (Core, FeatureA, FeatureB and their tests), with the tests'
/// runs recorded instead of made: which targets run, which are skipped, what is remembered.
@Suite(.offThePool) struct SelectiveTestRunTests {
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

    /// One run with `runner`: what it returned and reported.
    private func test(
        _ runner: RecordingRunner, readOnly: Bool = false, storeFolder: URL? = nil, in root: URL? = nil
    ) -> EngineRun {
        test(runner, readOnly: readOnly, store: FolderTestResultStore(folder: storeFolder ?? store), in: root)
    }

    private func test(
        _ runner: RecordingRunner, readOnly: Bool = false, store: any TestResultStore, in root: URL? = nil,
        shard: String? = nil, dryRun: Bool = false, shardCount: Int? = nil
    ) -> EngineRun {
        var options = SelectiveTestRun.Options()
        options.readOnly = readOnly
        options.shard = shard.flatMap(TestShards.Selection.init)
        options.dryRun = dryRun
        options.shardCount = shardCount
        return SelectiveTestRun.recording(root: root ?? repository.root) { run throws(TestRunStop) in
            try run.run(options, store: store, runner: runner)
        }
    }

    @Test func aSecondRunRunsNothingAndAnEditRunsWhatItReaches() throws {
        let first = RecordingRunner()
        #expect(test(first).passed)
        #expect(Set(first.ran) == ["CoreTests", "FeatureATests", "FeatureBTests"])
        #expect(first.builds == 1)
        let second = RecordingRunner()
        let again = test(second)
        #expect(again.passed && again.ran.isEmpty && again.skipped.count == 3)
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
        let first = test(RecordingRunner())
        #expect(first.reasons("CoreTests") == ["never passed"] && first.failed.isEmpty)
        try repository.write("Sources/Core/Core.swift", "public struct Core { let edited = 1 }\n")
        try repository.write("Tests/FeatureATests/Fixture.json", "{}\n")
        try repository.write(
            "Manifest/FeatureB.json",
            #"{ "name": "FeatureB", "dependencies": ["Core"], "swiftSettings": [{ "define": "B" }], "tests": true }"#)
        let second = test(RecordingRunner())
        #expect(second.reasons("CoreTests") == ["Sources/Core/Core.swift changed"])
        #expect(
            second.reasons("FeatureATests") == [
                "Sources/Core/Core.swift changed", "Tests/FeatureATests/Fixture.json added",
            ])
        #expect(second.reasons("FeatureBTests")?.first == "FeatureB's declaration in Package.swift changed")
        #expect(second.failed.isEmpty)
        try FileManager.default.removeItem(
            at: repository.root.appendingPathComponent("Tests/FeatureATests/Fixture.json"))
        let runner = RecordingRunner()
        let plan = test(runner, store: FolderTestResultStore(folder: store), dryRun: true)
        guard case .planned = plan.report else { throw Unexpected(report: plan.report) }
        #expect(plan.ran == ["FeatureATests"] && runner.ran.isEmpty && runner.builds == 0)
        #expect(plan.reasons("FeatureATests") == ["Tests/FeatureATests/Fixture.json removed"])
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
        #expect(test(RecordingRunner()).reasons("FeatureATests") == ["never passed"])
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
        let plan = test(RecordingRunner(), store: FolderTestResultStore(folder: store), dryRun: true, shardCount: 2)
        // By test files (one each) CoreTests would share a shard; by its 100 s it has one of its own.
        #expect(plan.outcome?.shards == [["CoreTests"], ["FeatureATests", "FeatureBTests"]])
        let second = RecordingRunner()
        _ = test(second, readOnly: true, store: FolderTestResultStore(folder: store), shard: "2/2")
        #expect(second.ran == ["FeatureATests", "FeatureBTests"])
    }

    @Test func namedTargetsAreTheOnlyOnesSelectedAndAnUnknownNameStopsTheRun() throws {
        let runner = RecordingRunner()
        var options = SelectiveTestRun.Options()
        options.targets = ["FeatureATests"]
        options.dryRun = true
        let selected = SelectiveTestRun.recording(root: repository.root) { run throws(TestRunStop) in
            try run.run(options, store: FolderTestResultStore(folder: store), runner: runner)
        }
        #expect(selected.ran == ["FeatureATests"] && selected.skipped.isEmpty)
        #expect(selected.reasons("FeatureATests") == ["never passed"])
        options.targets = ["FeatureATest"]
        let unknown = SelectiveTestRun.recording(root: repository.root) { run throws(TestRunStop) in
            try run.run(options, store: FolderTestResultStore(folder: store), runner: runner)
        }
        #expect(unknown.stop == .unknownTarget("FeatureATest", known: ["CoreTests", "FeatureATests", "FeatureBTests"]))
        #expect(runner.builds == 0 && runner.ran.isEmpty)
    }

    @Test func aFailureIsNotRecordedAndRunsAgain() {
        let failing = RecordingRunner()
        failing.failing = ["FeatureBTests"]
        let result = test(failing)
        #expect(!result.passed)
        #expect(result.failed == ["FeatureBTests"])
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
    /// second passes and says FeatureBTests is flaky (as the list of flaky targets does), and later runs still say
    /// so.
    private func flakyTargetIsReported(store: any TestResultStore) throws {
        let first = RecordingRunner()
        first.failing = ["FeatureBTests"]
        let failed = test(first, store: store)
        #expect(!failed.passed)
        #expect(failed.failed == ["FeatureBTests"] && failed.reasons("FeatureBTests") == ["never passed"])
        #expect(failed.failure("FeatureBTests") == "its tests failed")
        #expect(failed.flaky.isEmpty)
        let second = RecordingRunner()
        let passed = test(second, store: store)
        #expect(second.ran == ["FeatureBTests"])
        #expect(passed.passed && passed.ran == ["FeatureBTests"] && passed.skipped.count == 2)
        #expect(passed.flaky == ["FeatureBTests"])
        let later = test(RecordingRunner(), store: store)
        let flaky = try #require(later.outcome?.flaky.first)
        #expect(later.flaky == ["FeatureBTests"] && later.ran.isEmpty)
        #expect(flaky.failed.hasPrefix("20") && flaky.passed.hasPrefix("20"))
        let report = try SelectiveTestRun(root: repository.root) { _ in }.flakyTargets(.init(), store: store)
        #expect(report.checked == 3 && report.flaky.map(\.target) == ["FeatureBTests"])
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
        #expect(second.passed)
        #expect(second.flaky.isEmpty)
        try Data(#"{"version": 1, "target": "CoreTests", "hash": "x", "seen": "2026-01-01T00:00:00Z"}"#.utf8)
            .write(to: store.appendingPathComponent(failures[0]))
        #expect(test(RecordingRunner()).flaky.isEmpty)
    }

    @Test func aTargetThatRanNoTestsOrPassedOnlyAloneFailsAndRecordsNoPass() {
        let runner = RecordingRunner()
        runner.verdicts = ["FeatureATests": .ranNoTests, "FeatureBTests": .passedOnlyAlone]
        let result = test(runner)
        #expect(!result.passed)
        #expect(
            result.failure("FeatureATests")?.hasPrefix(
                "it ran no tests: `swift test --filter '^FeatureATests\\.'` matched none") == true)
        #expect(result.failure("FeatureBTests")?.hasPrefix("the run of all selected test targets failed") == true)
        #expect(result.ran.count == 3 && result.failed == ["FeatureATests", "FeatureBTests"] && result.skipped.isEmpty)
        let again = RecordingRunner()
        _ = test(again)
        #expect(Set(again.ran) == ["FeatureATests", "FeatureBTests"])
    }

    @Test func aBuildFailureRecordsNothing() {
        let broken = RecordingRunner()
        broken.buildFails = true
        let failed = test(broken)
        #expect(!failed.passed && failed.outcome?.buildFailed == true)
        #expect(failed.failed == ["CoreTests", "FeatureATests", "FeatureBTests"])
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
        #expect(!result.warnings.joined().contains("s3cret-token") && result.warnings.isEmpty)
        let second = RecordingRunner()
        _ = test(second, store: HTTPTestResultStore(baseURL: nginx.baseURL + "/results", token: nil))
        #expect(second.ran.isEmpty)
    }

    @Test(.enabled(if: NginxCache.isInstalled)) func theBearerTokenReachesTheCacheAndNeverTheOutput() throws {
        let nginx = try NginxCache()
        let url = nginx.baseURL + "/private/results"
        let refused = RecordingRunner()
        let withoutToken = test(refused, store: HTTPTestResultStore(baseURL: url, token: nil))
        #expect(withoutToken.warnings.contains { $0.contains("answered HTTP 401") }, "\(withoutToken.warnings)")
        #expect(refused.ran.count == 3)
        let first = RecordingRunner()
        let withToken = test(first, store: HTTPTestResultStore(baseURL: url, token: NginxCache.token))
        #expect(withToken.warnings.isEmpty, "\(withToken.warnings)")
        #expect(nginx.entries(under: "private/results").filter { !$0.hasPrefix("last-pass-") }.count == 3)
        let second = RecordingRunner()
        _ = test(second, store: HTTPTestResultStore(baseURL: url, token: NginxCache.token))
        #expect(second.ran.isEmpty)
        let injected = test(RecordingRunner(), store: HTTPTestResultStore(baseURL: url, token: "a\nurl = x"))
        #expect(injected.warnings.contains { $0.contains("FORGE_CACHE_TOKEN holds a control character") })
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
        #expect(first.warnings.isEmpty, "\(first.warnings)")
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
            #expect(result.passed)
            #expect(runner.ran.count == 3)
            #expect(result.warnings.contains { $0.hasPrefix("the test results store \(url)") }, "\(result.warnings)")
            #expect(result.warnings.contains { $0.contains("; every test target runs") })
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

/// A report of another kind than the test expected.
struct Unexpected: Error {
    let report: TestRunReport?
}

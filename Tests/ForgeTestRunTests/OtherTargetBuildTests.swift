import ForgeTestSupport
import Foundation
import OffThePool
import Testing

@testable import ForgeChangeImpact
@testable import ForgeResultStore
@testable import ForgeTestRun

/// The targets no test needs, which `swift build --build-tests` builds: a whole run builds those the store has not
/// seen build with their hash, records them, and fails when one does not build; `--build-tests-only`, named targets,
/// a shard past the first and a run from a bundle build none. The builds are recorded, not made (`RecordingRunner`).
@Suite(.offThePool) struct OtherTargetBuildTests {
    private let repository: TemporaryRepository
    private let store: FolderTestResultStore

    init() throws {
        repository = try TemporaryRepository.withProject()
        try repository.write("Manifest/Core.json", #"{ "name": "Core", "tests": true }"#)
        try repository.write("Manifest/Extra.json", #"{ "name": "Extra", "dependencies": ["Core"] }"#)
        for name in ["Core", "Extra"] {
            try repository.write("Sources/\(name)/\(name).swift", "public struct \(name) {}\n")
        }
        try repository.write("Tests/CoreTests/CoreTests.swift", "import Core\n")
        store = FolderTestResultStore(folder: repository.root.appendingPathComponent(".build/forge/test-results"))
    }

    private func test(
        _ runner: RecordingRunner = RecordingRunner(), _ configure: (inout SelectiveTestRun.Options) -> Void = { _ in }
    ) -> EngineRun {
        var options = SelectiveTestRun.Options()
        configure(&options)
        return SelectiveTestRun.recording(root: repository.root) { run throws(TestRunStop) in
            try run.run(options, store: store, runner: runner)
        }
    }

    @Test func aWholeRunBuildsATargetNoTestNeedsOnceAndSaysWhy() throws {
        let plan = test { $0.dryRun = true }
        #expect(plan.built == ["Extra"] && plan.buildReasons("Extra") == ["never built"])
        let first = test()
        #expect(first.passed && first.built == ["Extra"] && first.ran == ["CoreTests"])
        let entries = try FileManager.default.contentsOfDirectory(atPath: store.folder.path)
        #expect(entries.contains { $0.hasPrefix("built-") } && entries.contains { $0.hasPrefix("last-build-") })

        let runner = RecordingRunner()
        let second = test(runner)
        #expect(second.passed && second.built.isEmpty && runner.builds == 0)
        try repository.write("Sources/Extra/Extra.swift", "public struct Extra { let edited = 1 }\n")
        let edited = test { $0.dryRun = true }
        #expect(edited.built == ["Extra"] && edited.ran.isEmpty)
        #expect(edited.buildReasons("Extra") == ["Sources/Extra/Extra.swift changed"])
    }

    @Test func aTargetThatDoesNotBuildFailsTheRunNamingItAndIsNotRecorded() throws {
        let runner = RecordingRunner()
        runner.buildFails = true
        runner.buildErrors = [
            repository.root.path + "/.build/forge/selected/Sources/Extra/Extra.swift:1:8: error: expected '{'"
        ]
        let broken = test(runner)
        #expect(!broken.passed && broken.outcome?.buildFailed == true)
        #expect(broken.outcome?.buildFailures == ["Extra": "Sources/Extra/Extra.swift:1:8: error: expected '{'"])
        #expect(test { $0.dryRun = true }.built == ["Extra"])
    }

    @Test func buildTestsOnlyNamedTargetsLaterShardsAndBundlesBuildNone() throws {
        #expect(
            test {
                $0.dryRun = true; $0.buildTestsOnly = true
            }.built.isEmpty)
        #expect(
            test {
                $0.dryRun = true; $0.targets = ["CoreTests"]
            }.built.isEmpty)
        #expect(
            test {
                $0.dryRun = true; $0.shard = TestShards.Selection("2/2")
            }.built.isEmpty)
        #expect(
            test {
                $0.dryRun = true; $0.shard = TestShards.Selection("1/2")
            }.built == ["Extra"])
        let fromBundle = test { $0.bundle = repository.root.appendingPathComponent("none.bundle").path }
        #expect(fromBundle.built.isEmpty && fromBundle.passed)
        #expect(test { $0.dryRun = true }.built == ["Extra"])
    }

    @Test func theBuildOnlyJobBuildsThemEvenWithNoTestLeftToRunAndRecordsThem() throws {
        #expect(test { $0.buildTestsOnly = true }.passed)
        let bundle = repository.root.appendingPathComponent("tests.bundle")
        let runner = RecordingRunner()
        let job = test(runner) {
            $0.buildOnly = true; $0.bundle = bundle.path
        }
        guard case .bundle(.nothingToBuild(_, let built, let warnings)) = job.report else {
            throw Unexpected(report: job.report)
        }
        #expect(built.map(\.name) == ["Extra"] && warnings.isEmpty && runner.builds == 1)
        #expect(test { $0.dryRun = true }.built.isEmpty)
    }

    @Test func aPassOfTheTestsThatNeedATargetProvesItBuilt() throws {
        try repository.write("Manifest/Extra.json", #"{ "name": "Extra", "dependencies": ["Core"], "tests": true }"#)
        try repository.write("Tests/ExtraTests/ExtraTests.swift", "import Extra\n")
        let first = test()
        #expect(first.passed && first.built.isEmpty)
        try repository.write("Tests/CoreTests/CoreTests.swift", "import Core\n// edited\n")
        let plan = test { $0.dryRun = true }
        #expect(plan.ran == ["CoreTests"] && plan.skipped == ["ExtraTests"] && plan.built.isEmpty)
    }
}

import ForgeHasher
import ForgeTestSupport
import Foundation
import OffThePool
import ProcessRunner
import Testing

@testable import ForgeResultStore
@testable import ForgeSupport
@testable import ForgeTestRun

/// What a test bundle must match to be run from, and how its files are checked.
@Suite(.offThePool) struct TestBundleTests {
    private let bundle = TestBundle(
        toolchain: "Swift version 6.3.1\nTarget: x86_64-unknown-linux-gnu", configuration: "debug",
        productsPath: ".build/x86_64-unknown-linux-gnu/debug", targets: ["CoreTests": "aaa", "FeatureATests": "bbb"],
        files: ["SamplePackageTests.xctest": SHA256.hex(Array("runner".utf8))])

    private func refusal(
        running targets: [String: String] = ["CoreTests": "aaa"], toolchain: String? = nil,
        configuration: String = "debug"
    ) -> String? {
        bundle.refusal(running: targets, toolchain: toolchain ?? bundle.toolchain, configuration: configuration)
    }

    @Test func aBundleRunsAnySubsetOfItsTargetsWithTheirHashes() {
        #expect(refusal() == nil)
        #expect(refusal(running: ["CoreTests": "aaa", "FeatureATests": "bbb"]) == nil)
    }

    @Test func anotherToolchainConfigurationTargetOrHashIsRefusedWithTheReason() {
        #expect(
            refusal(toolchain: "Swift version 6.2\nTarget: x86_64-unknown-linux-gnu")
                == "it was built with another toolchain (Swift version 6.3.1)")
        #expect(refusal(configuration: "release") == "it was built in the debug configuration, not release")
        #expect(refusal(running: ["FeatureBTests": "ccc"]) == "it does not hold FeatureBTests")
        #expect(
            refusal(running: ["FeatureATests": "bbc"])
                == "it holds FeatureATests built from other inputs (bbb, now bbc)")
    }

    @Test func aProductsPathOutsideThePackageIsRefused() {
        for path in ["/usr/bin", "../../elsewhere", ".build/../../x", ""] {
            let foreign = TestBundle(
                toolchain: bundle.toolchain, configuration: "debug", productsPath: path, targets: bundle.targets,
                files: bundle.files)
            #expect(
                foreign.refusal(running: [:], toolchain: bundle.toolchain, configuration: "debug")
                    == "its products path \(path) leaves the package")
        }
    }

    @Test func aChangedMissingOrUnlistedFileIsFound() throws {
        let folder = try TemporaryRepository()
        #expect(TestBundleArchive.corruption(in: folder.root, of: bundle) == "it lacks SamplePackageTests.xctest")
        try folder.write("SamplePackageTests.xctest", "runner")
        #expect(TestBundleArchive.corruption(in: folder.root, of: bundle) == nil)
        try folder.write("SamplePackageTests.xctest", "runneR")
        #expect(
            TestBundleArchive.corruption(in: folder.root, of: bundle)
                == "the SHA-256 of SamplePackageTests.xctest is not the one it was built with")
        try folder.write("SamplePackageTests.xctest", "runner")
        try folder.write("Extra.resources/data.json", "{}")
        #expect(
            TestBundleArchive.corruption(in: folder.root, of: bundle)
                == "it holds Extra.resources/data.json, which its description does not list")
    }

    @Test func aPackedBundleUnpacksToTheSameDescriptionAndFilesAndAnotherFileIsNotABundle() throws {
        let folder = try TemporaryRepository()
        try folder.write("products/SamplePackageTests.xctest", "runner")
        try folder.write("products/Sample_Core.resources/words.txt", "hi\n")
        let entries = ["SamplePackageTests.xctest", "Sample_Core.resources"]
        let products = folder.root.appendingPathComponent("products")
        let digests = TestBundleArchive.digests(of: entries, in: products)
        #expect(digests["Sample_Core.resources/words.txt"] == SHA256.hex(Array("hi\n".utf8)))
        let packed = TestBundle(
            toolchain: "t", configuration: "debug", productsPath: ".build/debug", targets: ["CoreTests": "aaa"],
            files: digests)
        let archive = TestBundleArchive(file: folder.root.appendingPathComponent("tests.bundle"))
        try archive.pack(
            packed, entries: entries, from: products, scratch: folder.root.appendingPathComponent("scratch"))

        let unpacked = folder.root.appendingPathComponent("unpacked")
        #expect(try archive.unpack(into: unpacked) == packed)
        #expect(TestBundleArchive.corruption(in: unpacked, of: packed) == nil)

        try folder.write("not.bundle", "hello")
        let notABundle = TestBundleArchive(file: folder.root.appendingPathComponent("not.bundle"))
        #expect(throws: TestBundleArchive.Failure.self) { try notABundle.unpack(into: unpacked) }
    }

    /// Bytes that are not UTF-8, as a test runner's are.
    private static let binary = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 7919) })

    private func roundTrip(through store: any TestResultStore, in folder: TemporaryRepository) throws {
        let file = folder.root.appendingPathComponent("tests.bundle")
        try Self.binary.write(to: file)
        #expect(store.upload(file, to: "test-bundle-1") == nil)
        var warning: String?
        let copy = folder.root.appendingPathComponent("copy/tests.bundle")
        #expect(store.download("test-bundle-1", to: copy, warning: &warning))
        #expect(warning == nil)
        #expect(try Data(contentsOf: copy) == Self.binary)
        #expect(!store.download("test-bundle-2", to: copy, warning: &warning) && warning == nil)
    }

    @Test func aBundleGoesThroughAFolderStoreByteForByte() throws {
        let folder = try TemporaryRepository()
        try roundTrip(through: FolderTestResultStore(folder: folder.root.appendingPathComponent("store")), in: folder)
    }

    @Test(.enabled(if: NginxCache.isInstalled)) func aBundleGoesThroughNginxByteForByte() throws {
        let nginx = try NginxCache()
        let folder = try TemporaryRepository()
        try roundTrip(
            through: HTTPTestResultStore(baseURL: nginx.baseURL + "/private/results", token: NginxCache.token),
            in: folder)
    }
}

/// How long a test target's tests took, from the xUnit reports of `swift test`.
@Suite struct XUnitReportTests {
    @Test func xcTestTimesAddUpAndSwiftTestingsLongestTestCounts() throws {
        let folder = try TemporaryRepository()
        try folder.write(
            "all.xml",
            """
            <testsuites><testsuite name="Selected tests">
            <testcase classname="CoreTests.CoreTests" name="testA" time="0.5"></testcase>
            <testcase classname="CoreTests.CoreTests" name="testB" time="1.25">
              <failure message="no"></failure></testcase>
            </testsuite></testsuites>
            """)
        try folder.write(
            "all-swift-testing.xml",
            """
            <testsuites><testsuite name="TestResults" tests="3" time="2.0">
            <testcase classname="CoreTests.Suite" name="a()" time="2.0" />
            <testcase classname="FeatureATests.Suite" name="b()" time="0.75" />
            <testcase classname="FeatureATests" name="c()" time="1.5" />
            </testsuite></testsuites>
            """)
        let results = try #require(XUnitReport.results(of: folder.root.appendingPathComponent("all.xml")))
        #expect(results.mapValues(\.seconds) == ["CoreTests": 3.75, "FeatureATests": 1.5])
        #expect(results["CoreTests"]?.executed == 3 && results["CoreTests"]?.failed == 1)
        #expect(results["FeatureATests"]?.executed == 2 && results["FeatureATests"]?.failed == 0)
        #expect(XUnitReport.results(of: folder.root.appendingPathComponent("missing.xml")) == nil)
    }
}

/// Tests built in one checkout (a bundle) read the files of the checkout they run in.
@Suite(.offThePool) struct SourceTreeTests {
    @Test func aPathCompiledThroughForgesPackageIsFoundBelowTheSourceRoot() {
        let compiled = "/ci/one/.build/forge/selected/Tests/CoreTests/Fixtures/a.json"
        #expect(
            SourceTree.url(of: compiled, environment: ["FORGE_SOURCE_ROOT": "/ci/two"]).path
                == "/ci/two/Tests/CoreTests/Fixtures/a.json")
        #expect(SourceTree.url(of: compiled, environment: [:]).path == compiled)
        #expect(
            SourceTree.url(of: "/ci/one/Tests/CoreTests/a.json", environment: ["FORGE_SOURCE_ROOT": "/ci/two"]).path
                == "/ci/one/Tests/CoreTests/a.json")
    }

    @Test func forgeTellsTheTestsWhichCheckoutTheyRead() throws {
        let runner = SwiftTestRunner(
            swift: ["swift"], packagePath: "/ci/two/.build/forge/selected", extraArguments: [], sourceRoot: "/ci/two",
            events: { _ in })
        let command = runner.test([TestTarget(name: "CoreTests", module: "CoreTests", hasTests: true)])
        let swift = try #require(command.firstIndex(of: "swift"))
        #expect(command.prefix(2) == ["env", "-i"])
        #expect(command[..<swift].last == "FORGE_SOURCE_ROOT=/ci/two")
        #expect(command[swift...].prefix(2) == ["swift", "test"])
    }

    @Test func aTargetIsRunByTheModuleNameSwiftPMCompilesItAs() {
        let runner = SwiftTestRunner(
            swift: ["swift"], packagePath: "/p", extraArguments: [], sourceRoot: nil, events: { _ in })
        let command = runner.test([TestTarget(name: "my-libTests", module: "my_libTests", hasTests: true)])
        #expect(command.contains("^my_libTests\\.") && !command.contains { $0.contains("my-lib") })
    }
}

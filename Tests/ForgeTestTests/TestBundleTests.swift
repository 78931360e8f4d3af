import ForgeTestSupport
import Foundation
import Testing

@testable import ForgeSupport
@testable import ForgeTest

/// What a test bundle must match to be run from, and how its files are checked.
@Suite struct TestBundleTests {
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
}

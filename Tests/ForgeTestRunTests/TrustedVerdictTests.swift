import ForgeGeneratedPackages
import ForgeSupport
import ForgeTestSupport
import Foundation
import OffThePool
import Testing

@testable import ForgeTestRun

/// The cases where a recorded pass used to outlive a change its tests depend on: after each change, a test run
/// gives the verdict `swift test` gives (the judge, run on the same files), never "skipped: passed before".
@Suite(.offThePool) struct TrustedVerdictTests {
    /// `swift test` in `folder`: whether it passed.
    private static func swiftTestPasses(in folder: URL) throws -> Bool {
        try Subprocess.run(["swift", "test", "--package-path", folder.path]).status == 0
    }

    @Test func aTargetThatIsNotCacheableAlwaysRunsAndRecordsNothing() throws {
        let package = try TemporaryRepository.withProject(
            #"{ "name": "Sample", "swiftToolsVersion": "6.0", "swiftLanguageMode": "6", "testInputs": "declared" }"#)
        try package.write("Manifest/Core.json", #"{ "name": "Core", "tests": { "inputs": { "cacheable": false } } }"#)
        try package.write("Sources/Core/Core.swift", "public let core = 1\n")
        try package.write(
            "Tests/CoreTests/CoreTests.swift",
            "import Core\nimport Testing\n\n@Test func holds() { #expect(core == 1) }\n")
        try #require(try package.generatePackage())
        for _ in 0..<2 {
            let run = package.runTests()
            #expect(run.passed, "\(run.childOutput)")
            #expect(run.reasons("CoreTests") == [RerunReasons.uncacheable], "\(run.ran)")
        }
        let store = package.root.appendingPathComponent(".build/forge/test-results").path
        #expect(FileSystem.files(under: store).isEmpty)
        // swift test's own options go to swift test alone, never to swift build.
        let report = package.root.appendingPathComponent("report.xml").path
        let narrowed = package.runTests {
            $0.swiftArguments = ["--parallel", "--filter", "holds", "--xunit-output", report]
        }
        #expect(narrowed.passed, "\(narrowed.childOutput)")
        #expect(FileManager.default.fileExists(atPath: report))
    }

    /// Builds `libMyLib.a`, whose `mylib_value()` returns `value`, into `bundle`'s `lib` folder with the
    /// toolchain's clang and llvm-ar.
    private static func buildStaticLibrary(returning value: Int, into bundle: URL) throws {
        let build = try TemporaryRepository()
        let source = build.root.appendingPathComponent("mylib.c").path
        let object = build.root.appendingPathComponent("mylib.o").path
        try build.write("mylib.c", "int mylib_value(void) { return \(value); }\n")
        let library = bundle.appendingPathComponent("lib/libMyLib.a").path
        try? FileManager.default.removeItem(atPath: library)
        try #require(try Subprocess.run(["clang", "-c", "-fPIC", source, "-o", object]).status == 0)
        try #require(try Subprocess.run(["llvm-ar", "rcs", library, object]).status == 0)
    }

    @Test func replacingAnArtifactBundlesLibraryRunsItsTestsOnACleanBuild() throws {
        let package = try TemporaryRepository.withProject(
            #"{ "name": "Sample", "swiftToolsVersion": "6.2", "swiftLanguageMode": "6", "testInputs": "declared" }"#)
        let bundle = "Binaries/MyLib.artifactbundle"
        try package.write(
            "\(bundle)/info.json",
            #"""
            { "schemaVersion": "1.0", "artifacts": { "MyLib": { "type": "staticLibrary", "version": "1.0.0", "variants": [
              { "path": "lib/libMyLib.a", "supportedTriples": ["x86_64-unknown-linux-gnu", "aarch64-unknown-linux-gnu"],
                "staticLibraryMetadata": { "headerPaths": ["include"], "moduleMapPath": "include/module.modulemap" } }
            ] } } }
            """#)
        try package.write("\(bundle)/include/mylib.h", "int mylib_value(void);\n")
        try package.write("\(bundle)/include/module.modulemap", "module MyLib {\n  header \"mylib.h\"\n  export *\n}\n")
        try package.makeFolders("\(bundle)/lib")
        try Self.buildStaticLibrary(returning: 1, into: package.root.appendingPathComponent(bundle))
        try package.write("Manifest/MyLib.json", #"{ "name": "MyLib", "type": "binary", "path": "\#(bundle)" }"#)
        try package.write("Manifest/Core.json", #"{ "name": "Core", "dependencies": ["MyLib"], "tests": true }"#)
        try package.write(
            "Sources/Core/Core.swift", "import MyLib\n\npublic func value() -> Int { Int(mylib_value()) }\n")
        try package.write(
            "Tests/CoreTests/CoreTests.swift",
            "import Core\nimport Testing\n\n@Test func one() { #expect(value() == 1) }\n")
        try #require(try package.generatePackage())
        let first = package.runTests()
        try #require(first.passed, "\(first.childOutput)")

        try Self.buildStaticLibrary(returning: 2, into: package.root.appendingPathComponent(bundle))
        let hashed = try SelectiveTestRun(root: package.root) { _ in }.hash(.init())
        #expect(hashed.byName["MyLib"]?.inputs.contains { $0.name == "\(bundle)/lib/libMyLib.a" } == true)
        let run = package.runTests()
        #expect(!run.passed, "\(run.childOutput)")
        #expect(run.failed == ["CoreTests"] && run.reasons("CoreTests") == ["\(bundle)/lib/libMyLib.a changed"])
        #expect(run.cleanBuilds == ["debug"], "\(run.events)")
    }

    @Test func aNewTagOfAnUnpinnedDependencyRunsTheTestsOfAFreshClone() throws {
        let folder = try TemporaryRepository()
        let dep = try MirroredDependency(in: folder, name: "dep")
        try dep.release("1.0.0", value: 1)
        func clone(_ name: String) throws -> String {
            try dep.writeApp(at: name) { folder.generatePackage(atPath: $0) }
        }
        let store = folder.root.appendingPathComponent("store").path
        _ = try clone("one")
        let first = folder.runTests(in: "one") { $0.store = store }
        try #require(first.passed, "\(first.childOutput)")
        #expect(first.resolvedDependencies, "\(first.events)")

        try dep.release("1.1.0", value: 2)
        _ = try clone("two")
        let second = folder.runTests(in: "two") { $0.store = store }
        #expect(!second.passed, "\(second.childOutput)")
        #expect(second.failed == ["CoreTests"] && second.reasons("CoreTests") == ["the pin of dep changed"])
        #expect(try !Self.swiftTestPasses(in: URL(fileURLWithPath: try clone("three"))))
    }
}

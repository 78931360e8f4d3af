import ForgeSupport
import ForgeTestSupport
import Foundation
import ProcessRunner
import Testing

/// The cases where a recorded pass used to outlive a change its tests depend on: after each change, `forge test`
/// gives the verdict `swift test` gives (the judge, run on the same files), never "skipped: passed before".
@Suite struct TrustedVerdictTests {
    /// `swift test` in `folder`: whether it passed.
    private static func swiftTestPasses(in folder: URL) throws -> Bool {
        try Subprocess.run(["swift", "test", "--package-path", folder.path]).status == 0
    }

    /// A test that reads `PROBE_MODE`, which its manifest declares, and expects `UNDECLARED` never to reach it.
    private static let probe = #"""
        import Core
        import Foundation
        import Testing

        @Test func probe() { #expect(ProcessInfo.processInfo.environment["PROBE_MODE"] != "fail") }
        @Test func onlyDeclaredVariablesArrive() {
            #expect(ProcessInfo.processInfo.environment["UNDECLARED"] == nil)
            #expect(ProcessInfo.processInfo.environment["TZ"] == "UTC")
        }
        """#

    @Test func aDeclaredVariableIsAnInputWhoseValueIsNeverShownOrStored() throws {
        let package = try TemporaryRepository.withProject(
            #"{ "name": "Sample", "swiftToolsVersion": "6.0", "swiftLanguageMode": "6", "testInputs": "declared" }"#)
        try package.write(
            "Manifest/Core.json", #"{ "name": "Core", "tests": { "inputs": { "environment": ["PROBE_MODE"] } } }"#)
        try package.write("Sources/Core/Core.swift", "public let core = 1\n")
        try package.write("Tests/CoreTests/CoreTests.swift", Self.probe)
        try #require(package.forge("generate").code == .success)
        func forge(_ arguments: [String], _ variables: [String: String]) throws -> BuiltProducts.Result {
            let environment = ProcessInfo.processInfo.environment.merging(variables) { $1 }
            return try BuiltProducts.run("forge", arguments, in: package.root, environment: environment)
        }
        let first = try forge(["test"], ["UNDECLARED": "x", "TZ": "Pacific/Auckland"])
        #expect(first.status == 0, "\(first.output)\(first.errors)")

        // The case as a user meets it: the pass must not hide what the variable now makes fail.
        let failing = try forge(["test"], ["PROBE_MODE": "fail"])
        #expect(failing.status == 1, "\(failing.output)")
        #expect(failing.output.contains("the environment variable PROBE_MODE changed"), "\(failing.output)")
        let warm = try forge(["test"], ["PROBE_MODE": "fail"])
        #expect(warm.status == 1 && warm.output.contains("failed CoreTests"), "a warm store changed the verdict")

        let secret = "s3cr3t-\(UUID().uuidString)"
        let runs = [
            try forge(["test"], ["PROBE_MODE": secret]),
            try forge(["hash", "--explain", "CoreTests"], ["PROBE_MODE": secret]),
            try forge(["hash", "--explain", "--format", "json"], ["PROBE_MODE": secret]),
            try forge(["test", "--dry-run", "--format", "json"], ["PROBE_MODE": secret]),
        ]
        #expect(runs[0].status == 0, "\(runs[0].output)\(runs[0].errors)")
        for run in runs { #expect(!(run.output + run.errors).contains(secret)) }
        let kept = FileSystem.files(under: package.root.appendingPathComponent(".build/forge").path).filter {
            !$0.hasPrefix("selected/")
        }
        #expect(!kept.isEmpty)
        for file in kept {
            let bytes = FileSystem.bytes(at: package.root.appendingPathComponent(".build/forge/\(file)").path) ?? []
            #expect(!String(decoding: bytes, as: UTF8.self).contains(secret), "\(file) holds the secret")
        }
    }

    @Test func aTargetThatIsNotCacheableAlwaysRunsAndRecordsNothing() throws {
        let package = try TemporaryRepository.withProject(
            #"{ "name": "Sample", "swiftToolsVersion": "6.0", "swiftLanguageMode": "6", "testInputs": "declared" }"#)
        try package.write("Manifest/Core.json", #"{ "name": "Core", "tests": { "inputs": { "cacheable": false } } }"#)
        try package.write("Sources/Core/Core.swift", "public let core = 1\n")
        try package.write(
            "Tests/CoreTests/CoreTests.swift",
            "import Core\nimport Testing\n\n@Test func holds() { #expect(core == 1) }\n")
        try #require(package.forge("generate").code == .success)
        for _ in 0..<2 {
            let run = package.forge("test")
            #expect(run.code == .success, "\(run.output)\(run.errors)")
            #expect(run.output.contains("passed CoreTests: not cacheable"), "\(run.output)")
        }
        let store = package.root.appendingPathComponent(".build/forge/test-results").path
        #expect(FileSystem.files(under: store).isEmpty)
        // swift test's own options go to swift test alone, never to swift build.
        let report = package.root.appendingPathComponent("report.xml").path
        let narrowed = package.forge("test", "--", "--parallel", "--filter", "holds", "--xunit-output", report)
        #expect(narrowed.code == .success, "\(narrowed.output)\(narrowed.errors)")
        #expect(FileManager.default.fileExists(atPath: report))
    }

    @Test func aToolchainEarlierOnPathChangesEveryHash() throws {
        let package = try TemporaryRepository.withProject()
        try package.write("Manifest/Core.json", #"{ "name": "Core", "tests": true }"#)
        try package.write("Sources/Core/Core.swift", "public let core = 1\n")
        try package.write("Tests/CoreTests/CoreTests.swift", "import Core\n")
        try #require(package.forge("generate").code == .success)
        let before = try BuiltProducts.run("forge", ["hash"], in: package.root)
        // A `swift` that says another version and is otherwise the real one.
        let real = try #require(
            try Subprocess.run(["sh", "-c", "command -v swift"]).output.split(separator: 10).first.map {
                String(decoding: $0, as: UTF8.self)
            })
        try package.writeExecutable(
            "bin/swift",
            "#!/bin/sh\nif [ \"$1\" = --version ]; then echo 'Swift version 9.9 (fake)'; exit 0; fi\nexec \(real) \"$@\"\n"
        )
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = package.root.appendingPathComponent("bin").path + ":" + (environment["PATH"] ?? "")
        let after = try BuiltProducts.run("forge", ["hash"], in: package.root, environment: environment)
        let (old, new) = (before.output.split(separator: "\n"), after.output.split(separator: "\n"))
        try #require(old.count == 2 && new.count == 2, "\(before.output)\(after.output)\(after.errors)")
        for (line, changed) in zip(old, new) { #expect(line != changed) }
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
        try #require(package.forge("generate").code == .success)
        let first = package.forge("test")
        try #require(first.code == .success, "\(first.output)\(first.errors)")

        try Self.buildStaticLibrary(returning: 2, into: package.root.appendingPathComponent(bundle))
        let explained = package.forge("hash", "--explain", "MyLib")
        #expect(explained.output.contains("\(bundle)/lib/libMyLib.a"), "\(explained.output)")
        let run = package.forge("test")
        #expect(run.code == .failure, "\(run.output)\(run.errors)")
        #expect(run.output.contains("failed CoreTests: \(bundle)/lib/libMyLib.a changed"), "\(run.output)")
        #expect(run.errors.contains("building debug from clean"), "\(run.errors)")
    }

    @Test func aNewTagOfAnUnpinnedDependencyRunsTheTestsOfAFreshClone() throws {
        let folder = try TemporaryRepository()
        let dep = try MirroredDependency(in: folder, name: "dep")
        try dep.release("1.0.0", value: 1)
        func clone(_ name: String) throws -> String {
            try dep.writeApp(at: name) { folder.forge(["generate", "--root", $0]).code == .success }
        }
        let store = folder.root.appendingPathComponent("store").path
        let first = folder.forge(["test", "--root", try clone("one"), "--store", store])
        try #require(first.code == .success, "\(first.output)\(first.errors)")
        #expect(first.errors.contains("no Package.resolved; resolving"), "\(first.errors)")

        try dep.release("1.1.0", value: 2)
        let fresh = try clone("two")
        let second = folder.forge(["test", "--root", fresh, "--store", store])
        #expect(second.code == .failure, "\(second.output)\(second.errors)")
        #expect(second.output.contains("failed CoreTests: the pin of dep changed"), "\(second.output)")
        #expect(try !Self.swiftTestPasses(in: URL(fileURLWithPath: try clone("three"))))
    }
}

import ForgeChangeImpact
import ForgeGeneratedPackages
import ForgeTestSupport
import Foundation
import OffThePool
import Testing

@testable import ForgeSupport
@testable import ForgeTestRun

/// A test run with the real `swift` on Tuist's selective-testing example (Core, FeatureA and FeatureB, each with
/// tests): what a run compiles is read from the build folder of the package it builds.
@Suite(.offThePool) struct SelectedBuildTests {
    private let repository: TemporaryRepository

    init() throws {
        repository = try TemporaryRepository.withProject(
            #"{ "name": "Sample", "swiftToolsVersion": "6.0", "swiftLanguageMode": "6", "testInputs": "declared" }"#)
        try repository.write("Manifest/Core.json", #"{ "name": "Core", "tests": true }"#)
        for feature in ["FeatureA", "FeatureB"] {
            try repository.write(
                "Manifest/\(feature).json", #"{ "name": "\#(feature)", "dependencies": ["Core"], "tests": true }"#)
        }
        try repository.write("Sources/Core/Core.swift", "public let core = 1\n")
        for name in ["FeatureA", "FeatureB"] { try writeSource(of: name, value: 2) }
        for name in ["Core", "FeatureA", "FeatureB"] {
            try repository.write(
                "Tests/\(name)Tests/\(name)Tests.swift",
                "import \(name)\nimport Testing\n\n@Test func \(name.lowercased())Holds() { #expect(\(name.lowercased()) > 0) }\n"
            )
        }
        try #require(try repository.generatePackage())
    }

    private func writeSource(of feature: String, value: Int) throws {
        try repository.write(
            "Sources/\(feature)/\(feature).swift",
            "import Core\n\npublic let \(feature.lowercased()) = core + \(value)\n")
    }

    /// Which of the package's targets the selected package of `repository` compiled: those with object files.
    private func compiledTargets(in repository: TemporaryRepository? = nil) -> Set<String> {
        let targets = ["Core", "FeatureA", "FeatureB", "CoreTests", "FeatureATests", "FeatureBTests"]
        return Set(targets.filter { !objectDates(of: $0, in: repository ?? self.repository).isEmpty })
    }

    /// When each object file of `target` was last written.
    private func objectDates(of target: String, in repository: TemporaryRepository) -> [String: Date] {
        let folder = repository.root.appendingPathComponent(
            SelectedTestPackage.folder + "/.build/debug/\(target).build")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
            $0.hasSuffix(".o")
        }
        return Dictionary(
            uniqueKeysWithValues: names.compactMap { name in
                let attributes = try? FileManager.default.attributesOfItem(
                    atPath: folder.appendingPathComponent(name).path)
                return (attributes?[.modificationDate] as? Date).map { (name, $0) }
            })
    }

    @Test func aRunCompilesWhatItSelectsAndABrokenTargetItDoesNotNeedCannotFailIt() throws {
        try repository.write("Sources/FeatureB/FeatureB.swift", "import Core\n\npublic let featureb = core +\n")
        let selected = repository.runTests { $0.targets = ["FeatureATests"] }
        #expect(selected.passed, "\(selected.childOutput)")
        #expect(compiledTargets() == ["Core", "FeatureA", "FeatureATests"])

        let everything = repository.runTests()
        #expect(!everything.passed && everything.outcome?.buildFailed == true)
        #expect(everything.failed.contains("FeatureBTests"), "\(everything.failed)")
        let again = repository.runTests { $0.dryRun = true }
        #expect(again.skipped == ["FeatureATests"], "\(again.skipped)")
        #expect(again.ran == ["CoreTests", "FeatureBTests"], "\(again.ran)")
    }

    @Test func aProgramNoTestNeedsBuildsAsSwiftBuildBuildsItAndOnceBuiltIsNotBuiltAgain() throws {
        try repository.write(
            "Manifest/Tool.json", #"{ "name": "Tool", "type": "executable", "dependencies": ["Core"] }"#)
        try repository.write("Sources/Tool/main.swift", "import Core\n\nprint(core +)\n")
        try #require(try repository.generatePackage())
        let judge = try Subprocess.run(["swift", "build", "--build-tests", "--package-path", repository.root.path])
        #expect(judge.status != 0)

        let broken = repository.runTests()
        #expect(!broken.passed && broken.outcome?.buildFailed == true, "\(broken.childOutput)")
        #expect(broken.outcome?.buildFailures["Tool"]?.hasPrefix("Sources/Tool/main.swift:3:") == true)
        let testsOnly = repository.runTests { $0.buildTestsOnly = true }
        #expect(testsOnly.passed && testsOnly.built.isEmpty, "\(testsOnly.childOutput)")

        try repository.write("Sources/Tool/main.swift", "import Core\n\nprint(core)\n")
        let fixed = repository.runTests()
        #expect(fixed.passed && fixed.built == ["Tool"] && fixed.ran.isEmpty, "\(fixed.childOutput)")
        #expect(fixed.outcome?.plan.builds.first?.reasons == ["never built"])
        let again = repository.runTests { $0.dryRun = true }
        #expect(again.built.isEmpty && again.ran.isEmpty && again.skipped.count == 3)
    }

    @Test func aTestReadsTheRepositorysPackageSwiftThroughItsFilePath() throws {
        try repository.write(
            "Tests/FeatureATests/FeatureATests.swift",
            #"""
            import FeatureA
            import Foundation
            import Testing

            @Test func everyFeatureIsDeclared() throws {
                let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                    .deletingLastPathComponent()
                let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
                #expect(manifest.contains("\"FeatureB\"") && featurea > 0)
            }
            """#)
        let run = repository.runTests { $0.targets = ["FeatureATests"] }
        #expect(run.passed, "\(run.childOutput)")
        #expect(compiledTargets() == ["Core", "FeatureA", "FeatureATests"])
    }

    @Test func aSnippetBuildsWithTheSelectionAndOneThatDoesNotCompileFailsItAsSwiftTestDoes() throws {
        // A snippet imports the package's library products: Kit holds FeatureB, which it imports, and Extra,
        // which it does not; no test needs either, and the product must stay whole for the snippet to build.
        try repository.write(
            "Manifest/project.json",
            #"""
            { "name": "Sample", "swiftToolsVersion": "6.0", "swiftLanguageMode": "6", "testInputs": "declared",
              "products": [{ "name": "Kit", "type": "library", "targets": ["FeatureB", "Extra"] }] }
            """#)
        try repository.write("Manifest/Extra.json", #"{ "name": "Extra" }"#)
        try repository.write("Sources/Extra/Extra.swift", "public let extra = 1\n")
        try #require(try repository.generatePackage())
        try repository.write("Snippets/Tour.swift", "import FeatureB\n\nprint(featureb)\n")
        let run = repository.runTests { $0.targets = ["FeatureATests"] }
        #expect(run.passed, "\(run.childOutput)")
        #expect(compiledTargets().isSuperset(of: ["FeatureA", "FeatureATests", "FeatureB"]))
        let manifests = try FileManager.default.contentsOfDirectory(
            atPath: repository.root.appendingPathComponent(SelectedTestPackage.folder).path
        ).filter { $0.hasPrefix("Package@swift-") }
        let selection = try repository.read(SelectedTestPackage.folder + "/" + (manifests.first ?? ""))
        #expect(selection.contains(#".library(name: "Kit""#), "\(selection)")

        try repository.write("Snippets/Tour.swift", "import FeatureB\n\nprint(featureb +)\n")
        let broken = repository.runTests { $0.targets = ["FeatureATests"] }
        #expect(!broken.passed && broken.outcome?.buildFailed == true, "\(broken.childOutput)")
        #expect(broken.failedSnippets == ["Snippets/Tour.swift"], "\(broken.events)")
        let judge = try Subprocess.run(["swift", "build", "--build-tests", "--package-path", repository.root.path])
        #expect(judge.status != 0)
    }

    @Test func anEditCompilesTheEditedModuleAndItsTestsAndNothingElse() throws {
        let first = repository.runTests()
        try #require(first.passed, "\(first.childOutput)")
        let before = ["Core", "FeatureA", "FeatureB"].map { objectDates(of: $0, in: repository) }
        try writeSource(of: "FeatureA", value: 3)

        let second = repository.runTests()
        #expect(second.passed, "\(second.childOutput)")
        #expect(second.ran == ["FeatureATests"] && second.skipped.count == 2)
        let after = ["Core", "FeatureA", "FeatureB"].map { objectDates(of: $0, in: repository) }
        #expect(!before[0].isEmpty && after[0] == before[0], "Core was compiled again")
        #expect(after[2] == before[2], "FeatureB was compiled again")
        #expect(after[1].contains { name, date in before[1][name].map { date > $0 } ?? true }, "FeatureA was not")
    }

    @Test func aFailingTargetAmongThoseThatRunTogetherIsTheOneNotRecorded() throws {
        try #require(repository.runTests().passed)
        try repository.write("Sources/Core/Core.swift", "public let core = 2\n")
        try repository.write(
            "Tests/FeatureATests/FeatureATests.swift",
            "import FeatureA\nimport Testing\n\n@Test func featureaHolds() { #expect(featurea > 100) }\n")

        let failing = repository.runTests()
        #expect(!failing.passed)
        #expect(failing.failed == ["FeatureATests"], "\(failing.childOutput)")
        let next = repository.runTests { $0.dryRun = true }
        #expect(next.ran == ["FeatureATests"], "\(next.ran)")
        #expect(next.skipped == ["CoreTests", "FeatureBTests"], "\(next.skipped)")
    }

    @Test func localPackagesOutsideAndInsideTheRepositoryAreReachedFromTheSelectedPackage() throws {
        let folder = try TemporaryRepository()
        let kit = """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "NAME", products: [.library(name: "NAME", targets: ["NAME"])], targets: [.target(name: "NAME")])

            """
        for (path, name) in [("Kit", "Kit"), ("app/Deps/Inner", "Inner")] {
            try folder.write("\(path)/Package.swift", kit.replacingOccurrences(of: "NAME", with: name))
            try folder.write("\(path)/Sources/\(name)/\(name).swift", "public let \(name.lowercased()) = 1\n")
        }
        try folder.write(
            "app/Manifest/project.json",
            #"{ "name": "Sample", "swiftToolsVersion": "6.0", "dependencies": [{ "path": "../Kit" }, { "path": "Deps/Inner" }] }"#
        )
        try folder.write(
            "app/Manifest/Core.json",
            #"{ "name": "Core", "dependencies": [{ "product": "Kit", "package": "Kit" }, { "product": "Inner", "package": "Inner" }], "tests": true }"#
        )
        try folder.write("app/Sources/Core/Core.swift", "import Inner\nimport Kit\n\npublic let core = kit + inner\n")
        try folder.write(
            "app/Tests/CoreTests/CoreTests.swift",
            "import Core\nimport Testing\n\n@Test func coreHolds() { #expect(core == 2) }\n")
        let app = folder.root.appendingPathComponent("app").path
        try #require(try folder.generatePackage(in: "app"))

        let run = folder.runTests(in: "app")
        #expect(run.passed, "\(run.childOutput)")
        let manifests = try FileManager.default.contentsOfDirectory(atPath: app + "/" + SelectedTestPackage.folder)
            .filter { $0.hasPrefix("Package@swift-") }
        try #require(manifests.count == 1, "\(manifests)")
        let package = try String(
            contentsOfFile: app + "/" + SelectedTestPackage.folder + "/" + manifests[0], encoding: .utf8)
        #expect(package.contains(#".package(path: "../../../../Kit")"#), "\(package)")
        #expect(package.contains(#".package(path: "../../../Deps/Inner")"#), "\(package)")
    }

    @Test func theSelectedPackageHonoursTheRepositorysMirrors() throws {
        let folder = try TemporaryRepository()
        let kit = try MirroredDependency(in: folder, name: "kit")
        try kit.release("1.0.0", value: 1)
        // Mirrored as `swift package config set-mirror` writes it: the original is never reached.
        _ = try kit.writeApp(at: "app") { folder.generatePackage(atPath: $0) }
        let run = folder.runTests(in: "app")
        #expect(run.passed, "\(run.childOutput)")
        #expect(run.ran == ["CoreTests"], "\(run.ran)")
    }

    /// swift-concurrency-extras 1.4.3's shape: `Package.resolved` is current for the manifest (its `originHash`) and
    /// pins a version and revision the dependency's repository does not hold. SwiftPM fails to check it out, and so
    /// must `forge test`, though the selection's own manifest, whose digest is not that origin, would let SwiftPM
    /// resolve again there, to a tag the repository has.
    @Test func aCurrentPinThatCannotBeCheckedOutFailsTheRunAsItFailsSwiftPM() throws {
        let folder = try TemporaryRepository()
        let kit = try MirroredDependency(in: folder, name: "kit")
        try kit.release("1.0.0", value: 1)
        let app = try kit.writeApp(at: "app") { folder.generatePackage(atPath: $0) }
        let resolve = ["swift", "package", "resolve", "--package-path", app]
        try #require(try Subprocess.run(resolve).status == 0)
        let pins = URL(fileURLWithPath: app + "/Package.resolved")
        let revision = String(
            decoding: try Subprocess.run(["git", "-C", kit.path, "rev-parse", "1.0.0"]).output, as: UTF8.self
        ).trimmingCharacters(in: .whitespacesAndNewlines)
        let current = try String(contentsOf: pins, encoding: .utf8)
        try #require(current.contains(revision) && current.contains("originHash"), "\(current)")
        try current.replacingOccurrences(of: revision, with: String(repeating: "1", count: 40))
            .replacingOccurrences(of: #""version" : "1.0.0""#, with: #""version" : "1.0.1""#)
            .write(to: pins, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: URL(fileURLWithPath: app + "/.build"))
        #expect(try Subprocess.run(resolve).status != 0, "SwiftPM checks out the pin, which is not there")

        let run = folder.runTests(in: "app")
        #expect(!run.passed && run.childOutput.contains("Couldn’t check out revision"), "\(run.childOutput)")
    }

    /// A checkout of the same commit in another folder: the repository without its build folder.
    private func anotherCheckout() throws -> TemporaryRepository {
        let other = try TemporaryRepository()
        for entry in ["Manifest", "Sources", "Tests", "Package.swift"] {
            try FileManager.default.copyItem(
                at: repository.root.appendingPathComponent(entry), to: other.root.appendingPathComponent(entry))
        }
        return other
    }

    @Test func aBundleBuiltInOneCheckoutRunsInAnotherWithNothingCompiledAndABadOneIsRefused() throws {
        let bundle = repository.root.appendingPathComponent("tests.bundle").path
        let built = repository.runTests {
            $0.buildOnly = true
            $0.bundle = bundle
        }
        let written = try #require(built.bundle, "\(built.report.map { "\($0)" } ?? "")\(built.childOutput)")
        #expect(written.targets == ["CoreTests", "FeatureATests", "FeatureBTests"] && written.file.path == bundle)
        #expect(written.storage == .notAsked && written.fileCount > 0)
        #expect(repository.runTests { $0.dryRun = true }.ran.count == 3, "--build-only recorded a pass")

        let shard = try anotherCheckout()
        let run = shard.runTests {
            $0.shard = TestShards.Selection("2/2")
            $0.bundle = bundle
        }
        #expect(run.passed, "\(run.childOutput)")
        #expect(run.warnings.isEmpty, "\(run.warnings)")
        #expect(compiledTargets(in: shard).isEmpty, "a shard run from a bundle compiled \(compiledTargets(in: shard))")

        let store = repository.root.appendingPathComponent("shared-store").path
        let stored = repository.runTests {
            $0.buildOnly = true
            $0.bundleInStore = true
            $0.store = store
        }
        guard case .stored(let key) = stored.bundle?.storage else { throw Unstored(run: stored.childOutput) }
        #expect(key.hasPrefix("test-bundle-"))
        let fromStore = try anotherCheckout()
        let storeRun = fromStore.runTests {
            $0.bundleInStore = true
            $0.store = store
        }
        #expect(storeRun.passed && storeRun.warnings.isEmpty, "\(storeRun.warnings)\(storeRun.childOutput)")
        #expect(compiledTargets(in: fromStore).isEmpty, "a run from the store's bundle compiled")

        let corrupted = try corruptedCopy(of: bundle)
        let refused = try anotherCheckout().runTests { $0.bundle = corrupted }
        #expect(refused.passed, "\(refused.childOutput)")
        #expect(
            refused.warnings.contains {
                $0.hasPrefix(
                    "not running from the bundle \(corrupted): the SHA-256 of SamplePackageTests.xctest is not the one")
            },
            "\(refused.warnings)")
        #expect(refused.ran.count == 3 && refused.failed.isEmpty)
    }

    /// A copy of the bundle at `path` whose test runner has one more byte than it was built with.
    private func corruptedCopy(of path: String) throws -> String {
        let folder = repository.root.appendingPathComponent("corrupted")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try #require(try Subprocess.run(["tar", "-xf", path, "-C", folder.path]).status == 0)
        let runner = try FileHandle(forWritingTo: folder.appendingPathComponent("SamplePackageTests.xctest"))
        try runner.seekToEnd()
        try runner.write(contentsOf: Data([0]))
        try runner.close()
        let copy = repository.root.appendingPathComponent("corrupted.bundle").path
        try #require(try Subprocess.run(["tar", "-cf", copy, "-C", folder.path, "."]).status == 0)
        return copy
    }
}

/// A bundle that should have gone to the store and did not: what the run printed.
private struct Unstored: Error {
    let run: String
}

import ForgeTestSupport
import Foundation
import OffThePool
import ProcessRunner
import Testing

@testable import ForgeHasher
@testable import ForgeManifest
@testable import ForgeSwiftPM

/// The hashes of the package of Tuist's selective-testing example: Core, FeatureA and FeatureB, each with tests.
@Suite(.offThePool) struct HashTests {
    /// The example, its tests declaring their inputs unless `testInputs` says otherwise (nil: the default).
    private static func package(testInputs: String? = "declared") throws -> TemporaryRepository {
        let policy = testInputs.map { #", "testInputs": "\#($0)""# } ?? ""
        let repository = try TemporaryRepository.withProject(
            #"""
            { "name": "Shop", "swiftToolsVersion": "6.0", "swiftLanguageMode": "6",
              "dependencies": [{ "url": "https://example.com/acme/swift-log", "from": "1.0.0" }]\#(policy) }
            """#)
        try repository.write(
            "Manifest/Core.json",
            #"{ "name": "Core", "resources": [{ "path": "Resources", "rule": "copy" }], "tests": true }"#)
        try repository.write(
            "Manifest/FeatureA.json",
            #"""
            { "name": "FeatureA", "dependencies": ["Core", { "product": "Logging", "package": "swift-log" }],
              "tests": { "exclude": ["Fixtures"] } }
            """#)
        try repository.write(
            "Manifest/FeatureB.json", #"{ "name": "FeatureB", "dependencies": ["Core"], "tests": true }"#)
        for name in ["Core", "FeatureA", "FeatureB"] {
            try repository.write("Sources/\(name)/\(name).swift", "public struct \(name) {}\n")
            try repository.write("Tests/\(name)Tests/\(name)Tests.swift", "import \(name)\n")
        }
        try repository.write("Sources/Core/Resources/words.txt", "hello\n")
        try repository.write("Sources/Core/README.md", "Core holds what features share.\n")
        try repository.write("Tests/FeatureATests/Fixtures/input.json", "{}\n")
        return repository
    }

    /// Target name -> hash, as the listing gives them.
    private static func hashes(
        _ repository: TemporaryRepository, swiftArguments: [String] = []
    ) throws -> [String: String] {
        var request = HashListing.Request()
        request.swiftArguments = swiftArguments
        let report = try HashListing(root: repository.root).hashes(request)
        return Dictionary(uniqueKeysWithValues: report.targets.map { ($0.name, $0.hash) })
    }

    /// The targets whose hash differs between `before` and `after`.
    private static func changed(_ before: [String: String], _ after: [String: String]) -> Set<String> {
        Set(after.keys.filter { before[$0] != after[$0] })
    }

    @Test func twoCheckoutsInDifferentFoldersHashTheSame() throws {
        let first = try Self.package(), second = try Self.package()
        #expect(first.root != second.root)
        #expect(try Self.hashes(first) == Self.hashes(second))
        #expect(try Self.hashes(first).count == 6)
    }

    @Test func anEditReachesItsTargetItsTestsAndItsDependentsOnly() throws {
        let repository = try Self.package()
        let before = try Self.hashes(repository)
        try repository.write("Sources/FeatureA/FeatureA.swift", "public struct FeatureA { let edited = 1 }\n")
        let afterFeature = try Self.hashes(repository)
        #expect(Self.changed(before, afterFeature) == ["FeatureA", "FeatureATests"])
        try repository.write("Sources/Core/Core.swift", "public struct Core { let edited = 1 }\n")
        #expect(
            Self.changed(afterFeature, try Self.hashes(repository))
                == ["Core", "CoreTests", "FeatureA", "FeatureATests", "FeatureB", "FeatureBTests"])
    }

    @Test func aLocalPluginsEditReachesTheTargetsThatUseItAndTheirTests() throws {
        let repository = try Self.package()
        try repository.write(
            "Manifest/Generate.json",
            #"{ "name": "Generate", "type": "plugin", "capability": "buildTool", "dependencies": ["generator"] }"#)
        try repository.write("Manifest/generator.json", #"{ "name": "generator", "type": "executable" }"#)
        try repository.write(
            "Manifest/FeatureB.json",
            #"{ "name": "FeatureB", "dependencies": ["Core"], "plugins": ["Generate"], "tests": true }"#)
        try repository.write("Plugins/Generate/Plugin.swift", "// plugin\n")
        try repository.write("Sources/generator/main.swift", "print(1)\n")
        let before = try Self.hashes(repository)
        try repository.write("Sources/generator/main.swift", "print(2)\n")
        let after = try Self.hashes(repository)
        let changed = Set(after.keys.filter { after[$0] != before[$0] })
        #expect(changed == ["generator", "Generate", "FeatureB", "FeatureBTests"])
    }

    @Test func everyFileUnderATargetsFolderCountsButHiddenFilesAndDocumentationCatalogsDoNot() throws {
        let repository = try Self.package()
        let before = try Self.hashes(repository)
        try repository.write("Sources/Core/.editorconfig", "root = true\n")
        try repository.write("Sources/Core/Core.docc/Core.md", "# Core\n")
        #expect(Self.changed(before, try Self.hashes(repository)).isEmpty)
        // A file SwiftPM neither compiles nor bundles may still be read: by a build-tool plugin, through #filePath.
        try repository.write("Sources/Core/README.md", "Rewritten.\n")
        #expect(Self.changed(before, try Self.hashes(repository)).contains("CoreTests"))
        try repository.write("Sources/Core/Resources/words.txt", "bonjour\n")
        let afterResource = try Self.hashes(repository)
        #expect(Self.changed(before, afterResource).contains("Core"))
        try repository.write("Tests/FeatureATests/Fixtures/input.json", "{\"changed\": true}\n")
        #expect(Self.changed(afterResource, try Self.hashes(repository)) == ["FeatureATests"])
    }

    @Test func aSettingAndAPinReachExactlyTheTargetsTheyConcern() throws {
        let repository = try Self.package()
        let before = try Self.hashes(repository)
        try repository.write(
            "Manifest/FeatureB.json",
            #"{ "name": "FeatureB", "dependencies": ["Core"], "swiftSettings": [{ "define": "BETA" }], "tests": true }"#
        )
        let afterSetting = try Self.hashes(repository)
        #expect(Self.changed(before, afterSetting) == ["FeatureB", "FeatureBTests"])
        try repository.write(
            "Package.resolved",
            #"""
            { "pins": [{ "identity": "swift-log", "kind": "remoteSourceControl",
                         "location": "https://example.com/acme/swift-log",
                         "state": { "revision": "abc123", "version": "1.6.1" } }], "version": 3 }
            """#)
        #expect(Self.changed(afterSetting, try Self.hashes(repository)) == ["FeatureA", "FeatureATests"])
    }

    @Test func theToolchainAndThePlatformReachEveryTarget() throws {
        let repository = try Self.package()
        let manifests = try #require(ValidatedManifests(root: repository.root).manifests)
        func hashes(toolchain: String, platform: String) -> [String: String] {
            let environment = TargetHasher.Environment(
                toolchain: toolchain, platform: platform, configuration: "debug", pins: ResolvedPins(pins: [:]))
            let hasher = TargetHasher(manifests: manifests, rootPath: repository.root.path, environment: environment)
            return Dictionary(uniqueKeysWithValues: hasher.hashes().map { ($0.name, $0.hash) })
        }
        let base = hashes(toolchain: "Swift version 6.3.1", platform: "Linux x86_64")
        #expect(Self.changed(base, hashes(toolchain: "Swift version 6.3.2", platform: "Linux x86_64")).count == 6)
        #expect(Self.changed(base, hashes(toolchain: "Swift version 6.3.1", platform: "Linux aarch64")).count == 6)
    }

    @Test func theTestArgumentsAndTheirConfigurationReachEveryTarget() throws {
        let repository = try Self.package()
        let plain = try Self.hashes(repository)
        #expect(Self.changed(plain, try Self.hashes(repository, swiftArguments: ["-c", "release"])).count == 6)
        #expect(Self.changed(plain, try Self.hashes(repository, swiftArguments: ["-Xswiftc", "-g"])).count == 6)
        #expect(TargetHasher.Environment.configuration(in: ["-c", "release"]) == "release")
        #expect(TargetHasher.Environment.configuration(in: ["--configuration=release", "-Xswiftc", "-g"]) == "release")
        #expect(TargetHasher.Environment.configuration(in: ["--parallel"]) == "debug")
    }

    @Test func declaredInputsReachTheTestThatDeclaresThem() throws {
        let repository = try Self.package()
        try repository.write(
            "Manifest/FeatureB.json",
            #"""
            { "name": "FeatureB", "dependencies": ["Core"],
              "tests": { "inputs": { "targets": ["Tool"], "paths": ["Data"] } } }
            """#)
        try repository.write("Manifest/Tool.json", #"{ "name": "Tool", "type": "executable" }"#)
        try repository.write("Sources/Tool/main.swift", "print(1)\n")
        try repository.write("Data/catalogue.csv", "id,title\n")
        let before = try Self.hashes(repository)
        try repository.write("Data/catalogue.csv", "id,title\n1,Alien\n")
        let afterData = try Self.hashes(repository)
        #expect(Self.changed(before, afterData) == ["FeatureBTests"])
        try repository.write("Sources/Tool/main.swift", "print(2)\n")
        #expect(Self.changed(afterData, try Self.hashes(repository)) == ["Tool", "FeatureBTests"])
        try repository.write("Manifest/Tool.json", #"{ "name": "Toll", "type": "executable" }"#)
        #expect {
            try HashListing(root: repository.root).hashes(HashListing.Request())
        } throws: { error in
            guard case .invalidManifests(let validation) = error as? HashListing.Failure else { return false }
            return validation.diagnostics.contains {
                $0.message.contains(#"the test input "Tool" is no target of this package"#)
            }
        }
    }

    @Test func byDefaultEveryTestThatListsNoTargetItRunsCoversEveryExecutable() throws {
        // As `swift test`, which builds every product before any test may start one.
        let repository = try Self.package(testInputs: nil)
        try repository.write(
            "Manifest/FeatureB.json",
            #"{ "name": "FeatureB", "dependencies": ["Core"], "tests": { "inputs": { "targets": [] } } }"#)
        try repository.write("Manifest/Tool.json", #"{ "name": "Tool", "type": "executable" }"#)
        try repository.write("Sources/Tool/main.swift", "print(1)\n")
        let before = try Self.hashes(repository)
        try repository.write("Sources/Tool/main.swift", "print(2)\n")
        // FeatureBTests says it runs nothing, so it alone is not reached.
        #expect(Self.changed(before, try Self.hashes(repository)) == ["Tool", "CoreTests", "FeatureATests"])
    }

    @Test func byDefaultEveryTestThatListsNoPathsCoversEveryFileNoTargetOwns() throws {
        let repository = try Self.package(testInputs: nil)
        try repository.write(
            "Manifest/FeatureB.json",
            #"{ "name": "FeatureB", "dependencies": ["Core"], "tests": { "inputs": { "paths": [] } } }"#)
        try repository.write("Examples/demo.txt", "one\n")
        let before = try Self.hashes(repository)
        try repository.write("Examples/demo.txt", "two\n")
        #expect(Self.changed(before, try Self.hashes(repository)) == ["CoreTests", "FeatureATests"])
        // A file a target owns reaches only what depends on it.
        let again = try Self.hashes(repository)
        try repository.write("Sources/FeatureA/FeatureA.swift", "public struct FeatureA { let edited = 2 }\n")
        #expect(Self.changed(again, try Self.hashes(repository)) == ["FeatureA", "FeatureATests"])
    }

    @Test func inAGitCheckoutIgnoredFilesUnderAnInputDoNotCount() throws {
        let repository = try Self.package()
        try repository.write(
            "Manifest/FeatureB.json",
            #"{ "name": "FeatureB", "dependencies": ["Core"], "tests": { "inputs": { "paths": ["."] } } }"#)
        try repository.write(".gitignore", ".build/\nout/\n")
        _ = try BuiltProducts.runCommand(["git", "init", "-q"], in: repository.root)
        let before = try Self.hashes(repository)
        try repository.write("out/report.txt", "generated\n")
        #expect(Self.changed(before, try Self.hashes(repository)).isEmpty)
        try repository.write("notes.txt", "untracked, not ignored\n")
        #expect(Self.changed(before, try Self.hashes(repository)) == ["FeatureBTests"])
    }
}

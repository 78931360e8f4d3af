import ForgeTestSupport
import Foundation
import OffThePool
import Testing

@testable import ForgeGenerator
@testable import ForgeManifest

/// The generated manifest is read by SwiftPM itself, and what SwiftPM sees is what the manifests declare.
@Suite(.offThePool) struct SwiftPMAcceptanceTests {
    private struct DumpedPackage: Decodable {
        struct Target: Decodable {
            struct Dependency: Decodable {
                let byName: [DependencyName?]?
            }
            enum DependencyName: Decodable {
                case name(String)
                case other

                init(from decoder: any Decoder) throws {
                    let container = try decoder.singleValueContainer()
                    self = (try? container.decode(String.self)).map(Self.name) ?? .other
                }
            }
            let name: String
            let type: String
            let path: String?
            let dependencies: [Dependency]
        }
        let name: String
        let targets: [Target]
    }

    @Test func dumpPackageSeesExactlyTheDeclaredTargetsAndDependencies() throws {
        let repository = try TemporaryRepository()
        try repository.copyFixture("full", of: "ForgeGeneratorTests")
        #expect(PackageGeneration(root: repository.root).generate().succeeded)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "dump-package"]
        process.currentDirectoryURL = repository.root
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "swift package dump-package failed")
        let dumped = try JSONDecoder().decode(DumpedPackage.self, from: data)

        let manifests = try #require(ValidatedManifests(root: repository.root).manifests)
        var expected: [String: (type: String, path: String, dependencies: Set<String>)] = [:]
        for module in manifests.modules {
            expected[module.targetName] = (
                module.type.rawValue, module.path.value, Set(module.dependencies.map(\.value))
            )
            for tests in module.testTargets {
                expected[tests.targetName] = (
                    "test", tests.path.value, Set([module.targetName] + tests.localDependencies.map(\.value))
                )
            }
        }
        #expect(dumped.name == "Sample")
        #expect(Set(dumped.targets.map(\.name)) == Set(expected.keys))
        for target in dumped.targets {
            let names = target.dependencies.compactMap { dependency -> String? in
                guard case .name(let name)? = dependency.byName?.first ?? nil else { return nil }
                return name
            }
            #expect(target.type == expected[target.name]?.type, "type of \(target.name)")
            #expect(target.path == expected[target.name]?.path, "path of \(target.name)")
            #expect(Set(names) == expected[target.name]?.dependencies, "dependencies of \(target.name)")
        }
    }
}

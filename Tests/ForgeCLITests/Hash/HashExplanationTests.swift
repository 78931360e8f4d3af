import ForgeTestSupport
import Foundation
import Testing

@testable import ForgeHasher

/// `forge hash --explain`: every input of a target's hash with its own digest, the hash being exactly theirs.
@Suite struct HashExplanationTests {
    private static func package() throws -> TemporaryRepository {
        let repository = try TemporaryRepository.withProject()
        try repository.write("Manifest/Core.json", #"{ "name": "Core", "tests": true }"#)
        try repository.write(
            "Manifest/Feature.json",
            #"{ "name": "Feature", "dependencies": ["Core"], "tests": { "inputs": { "paths": ["Data"] } } }"#)
        for name in ["Core", "Feature"] {
            try repository.write("Sources/\(name)/\(name).swift", "public struct \(name) {}\n")
            try repository.write("Tests/\(name)Tests/\(name)Tests.swift", "import \(name)\n")
        }
        try repository.write("Data/movies.csv", "id,title\n")
        return repository
    }

    private struct Explanation: Decodable {
        struct Target: Decodable {
            let name: String
            let hash: String
            let inputs: [HashInput]
        }
        let targets: [Target]
    }

    @Test func everyInputIsListedAndTheHashIsTheirs() throws {
        let repository = try Self.package()
        let result = repository.forge("hash", "--explain", "--format", "json", "FeatureTests", "Core")
        #expect(result.code == .success, "\(result.errors)")
        let explained = try JSONDecoder().decode(Explanation.self, from: Data(result.output.utf8)).targets
        #expect(explained.map(\.name) == ["Core", "FeatureTests"])
        let plain = Dictionary(
            uniqueKeysWithValues: repository.forge("hash").output.split(separator: "\n").map {
                let parts = $0.split(separator: " ", omittingEmptySubsequences: true)
                return (String(parts[1]), String(parts[0]))
            })
        for target in explained {
            #expect(HashInput.hash(of: target.inputs) == target.hash)
            #expect(plain[target.name] == target.hash)
        }
        let tests = try #require(explained.last).inputs
        #expect(Set(tests.map(\.kind)).isSuperset(of: [.format, .toolchain, .platform, .configuration, .declaration]))
        #expect(tests.contains { $0.kind == .file && $0.name == "Tests/FeatureTests/FeatureTests.swift" })
        #expect(tests.contains { $0.kind == .input && $0.name == "Data/movies.csv" })
        #expect(tests.contains { $0.kind == .dependency && $0.name == "Feature" && $0.digest == plain["Feature"] })
    }

    @Test func theTextNamesEachInputAndTargetsComeBeforeTheArguments() throws {
        let repository = try Self.package()
        let text = repository.forge("hash", "--explain", "Core", "--", "-c", "release").output
        #expect(text.hasPrefix("Core  "))
        #expect(text.contains("\n  configuration  "))
        #expect(text.contains("  release\n"))
        #expect(text.contains("  Sources/Core/Core.swift\n"))
    }

    @Test func anUnknownTargetIsAUsageErrorWithTheClosestName() throws {
        let result = try Self.package().forge("hash", "--explain", "FeatureTest")
        #expect(result.code == .usage)
        #expect(
            result.errors.hasPrefix("forge hash: no target is called \"FeatureTest\"; did you mean \"FeatureTests\"?"))
    }
}

import ForgeTestSupport
import Foundation
import OffThePool
import Testing

@testable import ForgeHasher

/// The hashes' explanation: every input of a target's hash with its own digest, the hash being exactly theirs;
/// and the targets a listing selects.
@Suite(.offThePool) struct HashExplanationTests {
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

    /// The hashes `configure` asks for.
    private static func hashes(
        _ repository: TemporaryRepository, _ configure: (inout HashListing.Request) -> Void = { _ in }
    ) throws -> [TargetHasher.TargetHash] {
        var request = HashListing.Request()
        configure(&request)
        return try HashListing(root: repository.root).hashes(request).targets
    }

    @Test func everyInputIsListedAndTheHashIsTheirs() throws {
        let repository = try Self.package()
        let explained = try Self.hashes(repository) {
            $0.explain = true
            $0.targets = ["FeatureTests", "Core"]
        }
        #expect(explained.map(\.name) == ["Core", "FeatureTests"])
        let plain = Dictionary(uniqueKeysWithValues: try Self.hashes(repository).map { ($0.name, $0.hash) })
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

    @Test func theConfigurationTheArgumentsChooseIsAnInput() throws {
        let core = try #require(
            try Self.hashes(Self.package()) {
                $0.explain = true
                $0.targets = ["Core"]
                $0.swiftArguments = ["-c", "release"]
            }.first)
        #expect(core.inputs.contains { $0.kind == .configuration && $0.name == "release" })
        #expect(core.inputs.contains { $0.kind == .file && $0.name == "Sources/Core/Core.swift" })
    }

    @Test func testsOnlyKeepsTheTestTargets() throws {
        let tests = try Self.hashes(Self.package()) { $0.testsOnly = true }
        #expect(tests.map(\.name) == ["CoreTests", "FeatureTests"])
        #expect(tests.allSatisfy { $0.kind == "test" })
    }

    @Test func anUnknownTargetIsRefusedWithTheClosestName() throws {
        let repository = try Self.package()
        #expect(
            throws: TargetSelection.UnknownTarget(name: "FeatureTest", suggestion: #"did you mean "FeatureTests"?"#)
        ) {
            try TargetSelection.select(["Core", "FeatureTest"], among: ["Core", "Feature", "FeatureTests"])
        }
        #expect {
            try Self.hashes(repository) { $0.targets = ["FeatureTest"] }
        } throws: { error in
            guard case .unknownTarget(let unknown, _) = error as? HashListing.Failure else { return false }
            return unknown.name == "FeatureTest"
        }
        #expect(try TargetSelection.select([], among: ["A", "B"]) == ["A", "B"])
    }
}

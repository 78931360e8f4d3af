import ForgeTestSupport
import Foundation
import OffThePool
import Testing

@testable import ForgeCLI
@testable import ForgeHasher

/// `forge hash`: a line per target, the explanation, JSON, and its exit codes.
@Suite(.offThePool) struct HashCommandTests {
    private static let targets = [
        TargetHasher.TargetHash(
            name: "Core", hash: "c0ffee", kind: "regular", dependencies: [],
            inputs: [
                HashInput(.configuration, "debug", digest: "0123456789abcdef0123"),
                HashInput(.package, "", digest: "ab"),
            ]),
        TargetHasher.TargetHash(name: "CoreTests", hash: "7e57", kind: "test", dependencies: ["Core"], inputs: []),
    ]

    @Test func theTextIsAHashAndANamePerLineOrEveryInput() {
        #expect(HashFormat.text.render(Self.targets, explain: false) == "c0ffee  Core\n7e57  CoreTests\n")
        #expect(
            HashFormat.text.render(Self.targets, explain: true) == """
                Core  c0ffee
                  configuration  0123456789abcdef  debug
                  package        ab

                CoreTests  7e57

                """)
    }

    @Test func theJSONHoldsTheInputsOnlyWhenExplained() throws {
        let plain = HashFormat.json.render(Self.targets, explain: false)
        #expect(plain.contains("\"dependencies\" : [\n        \"Core\"\n      ]") && !plain.contains("inputs"))
        let explained = HashFormat.json.render(Self.targets, explain: true)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(explained.utf8)) as? [String: Any])
        let first = try #require((object["targets"] as? [[String: Any]])?.first)
        #expect((first["inputs"] as? [[String: Any]])?.first?["kind"] as? String == "configuration")
    }

    @Test func targetsComeBeforeTheSwiftArgumentsAndAnUnknownOneIsAUsageError() throws {
        let repository = try TemporaryRepository.withProject()
        try repository.write("Manifest/Core.json", #"{ "name": "Core", "tests": true }"#)
        try repository.write("Sources/Core/Core.swift", "public struct Core {}\n")
        try repository.write("Tests/CoreTests/CoreTests.swift", "import Core\n")
        let explained = repository.forge("hash", "--explain", "Core", "--", "-c", "release")
        #expect(explained.code == .success && explained.output.hasPrefix("Core  "))
        #expect(explained.output.contains("  release\n") && !explained.output.contains("CoreTests"))
        let unknown = repository.forge("hash", "CoreTest")
        #expect(unknown.code == .usage && unknown.output.isEmpty)
        #expect(
            unknown.errors == """
                forge hash: no target is called "CoreTest"; did you mean "CoreTests"?
                    help: run 'forge hash' for every target's name

                """)
        try repository.write("Manifest/Core.json", #"{ "name": "Core", "dependencies": ["Cor"] }"#)
        #expect(repository.forge("hash").code == .failure)
    }
}

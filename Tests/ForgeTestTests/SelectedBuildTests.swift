import ForgeTestSupport
import Foundation
import Testing

@testable import ForgeTest

/// `forge test` with the real `swift` on Tuist's selective-testing example (Core, FeatureA and FeatureB, each with
/// tests): what a run compiles is read from the build folder of the package it builds.
@Suite struct SelectedBuildTests {
    private let repository: TemporaryRepository

    init() throws {
        repository = try TemporaryRepository.withProject()
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
        try #require(repository.forge("generate").code == .success)
    }

    private func writeSource(of feature: String, value: Int) throws {
        try repository.write(
            "Sources/\(feature)/\(feature).swift",
            "import Core\n\npublic let \(feature.lowercased()) = core + \(value)\n")
    }

    /// Which of the package's targets the selected package compiled: those with a build folder.
    private func compiledTargets() -> Set<String> {
        let targets: Set = ["Core", "FeatureA", "FeatureB", "CoreTests", "FeatureATests", "FeatureBTests"]
        let products = repository.root.appendingPathComponent(SelectedTestPackage.folder + "/.build/debug")
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: products.path)) ?? []
        return Set(folders.filter { $0.hasSuffix(".build") }.map { String($0.dropLast(".build".count)) })
            .intersection(targets)
    }

    /// When each object file of `target` was last written.
    private func objectDates(of target: String) -> [String: Date] {
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
        let selected = repository.forge("test", "FeatureATests")
        #expect(selected.code == .success, "\(selected.output)\(selected.errors)")
        #expect(compiledTargets() == ["Core", "FeatureA", "FeatureATests"])

        let everything = repository.forge("test")
        #expect(everything.code == .failure)
        #expect(everything.output.contains("FeatureBTests"), "\(everything.output)")
        let again = repository.forge("test", "--dry-run")
        #expect(again.output.contains("skipped FeatureATests"), "\(again.output)")
        #expect(
            again.output.contains("would run CoreTests") && again.output.contains("would run FeatureBTests"),
            "\(again.output)")
    }

    @Test func anEditCompilesTheEditedModuleAndItsTestsAndNothingElse() throws {
        let first = repository.forge("test")
        try #require(first.code == .success, "\(first.output)\(first.errors)")
        let before = ["Core", "FeatureA", "FeatureB"].map(objectDates)
        try writeSource(of: "FeatureA", value: 3)

        let second = repository.forge("test")
        #expect(second.code == .success, "\(second.output)\(second.errors)")
        #expect(second.output.contains("forge test: ran 1, failed 0, skipped 2"), "\(second.output)")
        let after = ["Core", "FeatureA", "FeatureB"].map(objectDates)
        #expect(!before[0].isEmpty && after[0] == before[0], "Core was compiled again")
        #expect(after[2] == before[2], "FeatureB was compiled again")
        #expect(after[1].contains { name, date in before[1][name].map { date > $0 } ?? true }, "FeatureA was not")
    }
}

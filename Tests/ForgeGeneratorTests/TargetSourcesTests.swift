import ForgeTestSupport
import Foundation
import OffThePool
import ProcessRunner
import Testing

@testable import ForgeGenerator
@testable import ForgeManifest

/// The files forge reads for a target are the files SwiftPM compiles for it: `swift package describe --type json`
/// lists each target's compiled files, and judges `TargetSources` on a package that holds every rule.
@Suite(.offThePool) struct TargetSourcesTests {
    /// Every Swift file the fixture has, by target, and whether SwiftPM compiles it (the judge decides; the
    /// comment says why).
    private static let files: [String: [String]] = [
        "Rules": [
            "Plain.swift",  // compiled
            "Nested/Deeper/Inner.swift",  // folders are looked into
            ".Hidden.swift", ".hidden/Inside.swift",  // hidden: ignored
            "Guide.docc/Listing.swift", "Deeper/Tutorial.docc/Code/Step.swift",  // documentation: ignored
            "Excluded/Old.swift", "Skipped.swift",  // excluded
            "Copied/Template.swift", "Processed/Script.swift",  // declared resources
            "Media.xcassets/Icon.swift", "Model.xcdatamodeld/Entity.swift",  // resource folders
            "Demo.playground/Contents.swift", "App.xcodeproj/Generated.swift",  // Xcode's files: ignored
            "en.lproj/Localized.swift", "Plugin.bundle/Entry.swift", "Vendor.xcframework/Shim.swift",  // looked into
            "Embedded/Package.swift", "Embedded/Sources/Tool/Tool.swift",  // a nested package's files
            "Loud.SWIFT",  // extensions are case-sensitive
        ],
        "Other": ["Other.swift", "README.docc/Other.swift"],
    ]

    @Test func forgeReadsExactlyTheFilesSwiftPMCompiles() throws {
        let repository = try TemporaryRepository.withProject()
        try repository.write(
            "Manifest/Rules.json",
            #"""
            { "name": "Rules", "exclude": ["Excluded", "Skipped.swift"],
              "resources": [{ "path": "Copied", "rule": "copy" }, { "path": "Processed", "rule": "process" }] }
            """#)
        try repository.write("Manifest/Other.json", #"{ "name": "Other" }"#)
        for (target, paths) in Self.files {
            for path in paths {
                try repository.write("Sources/\(target)/\(path)", "let value\(abs(path.hashValue)) = 1\n")
            }
        }
        #expect(PackageGeneration(root: repository.root).generate().succeeded)
        let described = try BuiltProducts.runCommand(
            ["swift", "package", "describe", "--type", "json"], in: repository.root)
        try #require(described.status == 0, "\(described.errors)")
        let object = try JSONSerialization.jsonObject(with: Data(described.output.utf8)) as? [String: Any]
        let targets = try #require(object?["targets"] as? [[String: Any]])
        let manifests = try #require(ValidatedManifests(root: repository.root).manifests)
        for target in manifests.modules.flatMap(\.allTargets) {
            let swiftPM = targets.first { $0["name"] as? String == target.targetName }?["sources"] as? [String]
            let forge = TargetSources(target).files(rootPath: repository.root.path, suffix: "")
                .filter { $0.kind == .compiled }.map(\.path)
            #expect(forge == (swiftPM ?? []).sorted(), "\(target.targetName)")
        }
    }
}

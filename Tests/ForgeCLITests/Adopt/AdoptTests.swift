import ForgeTestSupport
import Foundation
import ProcessRunner
import Testing

@testable import ForgeDiagnostics
@testable import ForgeGenerator

/// `forge adopt` on fixture packages that together use every feature of a Package.swift: SwiftPM itself
/// judges the result (`dump-package` inside adopt, `describe` here), and the other commands run on it.
@Suite struct AdoptFixtureTests {
    /// One fixture per feature family; `FixtureCoverageTests` checks that together they use every feature.
    static let fixtures = ["package-features", "target-kinds", "settings", "app-monorepo"]

    @Test(arguments: fixtures)
    func adoptingAFixtureKeepsThePackageSwiftPMSees(fixture: String) throws {
        let repository = try TemporaryRepository()
        try repository.copyFixture("Adopt/\(fixture)", of: "ForgeCLITests")
        try FileManager.default.removeItem(at: repository.root.appendingPathComponent(Self.expectedFolder))
        let original = try repository.read("Package.swift")

        let adopt = repository.forge("adopt")
        try #require(adopt.code == .success, "\(adopt.errors)")
        #expect(adopt.output.contains("verified: swift package dump-package sees the same package in both files"))
        #expect(try repository.read("Package.swift.orig") == original)
        #expect(PackageRenderer.isGenerated(try repository.read("Package.swift")))
        #expect(
            try Self.files(in: repository.root.appendingPathComponent("Manifest"))
                == Self.files(in: Fixtures.url("Adopt/\(fixture)/\(Self.expectedFolder)", of: "ForgeCLITests")),
            "the adopted Manifest/ differs from \(Self.expectedFolder)/; if the change is intended, copy it there")

        for command in [["validate"], ["generate", "--check"], ["lint"]] {
            let result = repository.forge(command)
            #expect(result.code == .success, "forge \(command.joined(separator: " ")): \(result.errors)")
        }
        // dump-package evaluates the manifest; describe also checks the layout (folders, overlaps, resources).
        let describe = try BuiltProducts.runCommand(["swift", "package", "describe"], in: repository.root)
        #expect(describe.status == 0, "\(describe.errors)")
    }

    static let expectedFolder = "Manifest.expected"

    /// Every file under `folder` by relative path, with its content.
    static func files(in folder: URL) throws -> [String: String] {
        var result: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
            result[relative] = try String(contentsOf: url, encoding: .utf8)
        }
        return result
    }
}

/// What `forge adopt` refuses, warns about and leaves untouched.
@Suite struct AdoptCommandTests {
    private static let package = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(name: "tiny", targets: [.target(name: "Tiny")])

        """

    private func tinyPackage(_ manifest: String = package) throws -> TemporaryRepository {
        let repository = try TemporaryRepository()
        try repository.write("Package.swift", manifest)
        try repository.write("Sources/Tiny/Tiny.swift", "public let tiny = 1\n")
        return repository
    }

    /// The repository's files other than SwiftPM's caches, with their contents.
    private func snapshot(_ repository: TemporaryRepository) throws -> [String: String] {
        try AdoptFixtureTests.files(in: repository.root).filter { !$0.key.hasPrefix(".build/") }
    }

    /// Runs `forge adopt`, which must exit 1 saying each of `messages` and leave every file as it was.
    private func expectRefusal(
        _ repository: TemporaryRepository, saying messages: String...,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let before = try snapshot(repository)
        let result = repository.forge("adopt")
        #expect(result.code == .failure, sourceLocation: sourceLocation)
        for message in messages {
            #expect(result.errors.contains(message), "\(result.errors)", sourceLocation: sourceLocation)
        }
        #expect(try snapshot(repository) == before, sourceLocation: sourceLocation)
    }

    @Test func anExistingManifestFolderNeedsForce() throws {
        let repository = try tinyPackage()
        try repository.write("Manifest/notes.txt", "mine\n")
        try expectRefusal(repository, saying: "Manifest/ already exists")

        let forced = repository.forge("adopt", "--force")
        #expect(forced.code == .success, "\(forced.errors)")
        #expect(
            !FileManager.default.fileExists(atPath: repository.root.appendingPathComponent("Manifest/notes.txt").path))
    }

    @Test func anExistingOriginalCopyIsNeverOverwritten() throws {
        let repository = try tinyPackage()
        try repository.write("Package.swift.orig", "an earlier original\n")
        try expectRefusal(repository, saying: "Package.swift.orig already exists; forge never overwrites it")
    }

    @Test func aManifestSwiftPMCannotReadLeavesEverythingAsItWas() throws {
        let repository = try tinyPackage(
            "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(name: \"tiny\", targets: [.target(nam: \"Tiny\")])\n"
        )
        try expectRefusal(
            repository, saying: "swift package dump-package failed",
            "help: fix Package.swift so that `swift package dump-package` succeeds")
    }

    @Test func aPackageAlreadyGeneratedByForgeIsNotAdoptedAgain() throws {
        let repository = try tinyPackage()
        #expect(repository.forge("adopt").code == .success)
        try expectRefusal(repository, saying: "Package.swift is already generated by forge from Manifest/")
    }

    @Test func whatAdoptionCannotSeeIsAWarning() throws {
        let repository = try tinyPackage(
            """
            // swift-tools-version: 6.0
            import Foundation
            import PackageDescription

            // Only where the environment asks for it: forge adopts what it evaluates to here.
            let extra: [Target] = ProcessInfo.processInfo.environment["EXTRA"] == nil ? [] : [.target(name: "Extra")]
            let package = Package(name: "tiny", targets: [.target(name: "Tiny")] + extra)

            """)
        try repository.write("Package@swift-5.9.swift", Self.package)
        let result = repository.forge("adopt")
        #expect(result.code == .success, "\(result.errors)")
        #expect(
            result.errors.contains(
                "warning: Package@swift-5.9.swift is a manifest for other toolchains, which forge does not adopt"))
        #expect(
            result.errors.contains(
                "warning: Package.swift:6 branches on its environment (ProcessInfo); forge adopts the package as it evaluates on this machine"
            ))
    }

    @Test func aMirroredDependencyKeepsTheURLThePackageDeclaresAndATestsVariablesAreDeclared() throws {
        let original = "https://example.invalid/org/dep.git"
        let repository = try tinyPackage(
            """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "tiny", dependencies: [.package(url: "\(original)", from: "1.0.0")],
                targets: [
                    .target(name: "Tiny", dependencies: [.product(name: "Dep", package: "dep")]),
                    .testTarget(name: "TinyTests", dependencies: ["Tiny"]),
                ])

            """)
        try repository.write(
            "Tests/TinyTests/TinyTests.swift",
            "import Foundation\n\nlet flag = ProcessInfo.processInfo.environment[\"FEATURE_FLAG\"]\n")
        let mirror = repository.root.appendingPathComponent("vendor/dep").path
        try repository.write(
            ".swiftpm/configuration/mirrors.json",
            #"{ "object": [{ "mirror": "\#(mirror)", "original": "\#(original)" }], "version": 1 }"#)
        let result = repository.forge("adopt")
        #expect(result.code == .success, "\(result.errors)")
        let project = try repository.read("Manifest/project.json")
        #expect(project.contains(original) && !project.contains(mirror), "\(project)")
        #expect(try repository.read("Package.swift").contains(original))
        let target = try repository.read("Manifest/Targets/Tiny.json")
        #expect(target.contains(#""environment": ["FEATURE_FLAG"]"#), "\(target)")
    }

    @Test func noPackageSwiftSaysWhereToRunIt() throws {
        let repository = try TemporaryRepository()
        let result = repository.forge("adopt")
        #expect(result.code == .failure)
        #expect(result.errors.hasPrefix("error: no Package.swift in "))
        #expect(result.errors.contains("help: run `forge adopt` in the root folder of a Swift package"))
    }
}

/// `forge generate` replaces only a Package.swift it wrote itself.
@Suite struct GenerateOverwriteTests {
    @Test func aHandWrittenPackageSwiftIsLeftAloneWithoutForce() throws {
        let repository = try TemporaryRepository.withProject()
        try repository.write("Manifest/Tiny.json", #"{ "name": "Tiny" }"#)
        try repository.makeFolders("Sources/Tiny")
        // A hand-written file whose second line is a comment, as the notice is.
        let handWritten = "// swift-tools-version: 6.0\n//\nimport PackageDescription\n// 1,380 lines by hand\n"
        try repository.write("Package.swift", handWritten)

        let refused = repository.forge("generate")
        #expect(refused.code == .failure)
        #expect(refused.errors.contains("error: Package.swift was not written by forge; it was left as it is"))
        #expect(refused.errors.contains("run `forge adopt`"))
        #expect(try repository.read("Package.swift") == handWritten)

        #expect(repository.forge("generate", "--force").code == .success)
        #expect(PackageRenderer.isGenerated(try repository.read("Package.swift")))
        #expect(repository.forge("generate").code == .success)
    }

    @Test func aPackageWithoutManifestsIsPointedToAdopt() throws {
        let repository = try TemporaryRepository()
        try repository.write("Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\n")
        let result = repository.forge("generate")
        #expect(result.code == .failure)
        #expect(result.errors.contains("help: run `forge adopt` to create it from this package's Package.swift"))
    }
}

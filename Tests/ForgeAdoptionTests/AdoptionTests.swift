import ForgeTestSupport
import Foundation
import OffThePool
import ProcessRunner
import Testing

@testable import ForgeAdoption
@testable import ForgeDiagnostics
@testable import ForgeGenerator
@testable import ForgeManifest

/// `Adoption` on fixture packages that together use every feature of a Package.swift: SwiftPM itself judges the
/// result (`dump-package` inside adopt, `describe` here), and the manifests validate and generate the same file.
@Suite(.offThePool) struct AdoptFixtureTests {
    /// One fixture per feature family; `AdoptFixtureCoverageTests` checks that together they use every feature.
    static let fixtures = ["package-features", "target-kinds", "settings", "app-monorepo"]

    @Test(arguments: fixtures)
    func adoptingAFixtureKeepsThePackageSwiftPMSees(fixture: String) throws {
        let repository = try TemporaryRepository()
        try repository.copyFixture(fixture, of: "ForgeAdoptionTests")
        try FileManager.default.removeItem(at: repository.root.appendingPathComponent(Self.expectedFolder))
        let original = try repository.read("Package.swift")

        let report = Adoption(root: repository.root).adopt(force: false)
        let adopted = try #require(try? report.outcome.get(), "\(report.outcome)")
        #expect(adopted.manifestFileCount > 0)
        #expect(report.validated?.diagnostics.isEmpty == true)
        #expect(try repository.read("Package.swift.orig") == original)
        #expect(PackageRenderer.isGenerated(try repository.read("Package.swift")))
        #expect(
            try Self.files(in: repository.root.appendingPathComponent("Manifest"))
                == Self.files(in: Fixtures.url("\(fixture)/\(Self.expectedFolder)", of: "ForgeAdoptionTests")),
            "the adopted Manifest/ differs from \(Self.expectedFolder)/; if the change is intended, copy it there")

        #expect(PackageGeneration(root: repository.root).validate().isValid)
        #expect(PackageGeneration(root: repository.root).check().isCurrent)
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

/// What `Adoption` refuses, warns about and leaves untouched.
@Suite(.offThePool) struct AdoptionTests {
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

    /// Adopts the package, which must fail as `expected` and leave every file as it was; returns the report.
    @discardableResult
    private func expectRefusal(
        _ repository: TemporaryRepository, _ expected: AdoptionFailure,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> AdoptionReport {
        let before = try snapshot(repository)
        let report = Adoption(root: repository.root).adopt(force: false)
        #expect(report.outcome == .failure(expected), sourceLocation: sourceLocation)
        #expect(try snapshot(repository) == before, sourceLocation: sourceLocation)
        return report
    }

    @Test func anExistingManifestFolderNeedsForce() throws {
        let repository = try tinyPackage()
        try repository.write("Manifest/notes.txt", "mine\n")
        try expectRefusal(repository, .manifestFolderExists(folder: repository.root.path))

        let forced = Adoption(root: repository.root).adopt(force: true)
        #expect((try? forced.outcome.get())?.name == "tiny", "\(forced.outcome)")
        #expect(
            !FileManager.default.fileExists(atPath: repository.root.appendingPathComponent("Manifest/notes.txt").path))
    }

    @Test func anExistingOriginalCopyIsNeverOverwritten() throws {
        let repository = try tinyPackage()
        try repository.write("Package.swift.orig", "an earlier original\n")
        try expectRefusal(repository, .originalCopyExists)
    }

    @Test func aManifestSwiftPMCannotReadLeavesEverythingAsItWas() throws {
        let repository = try tinyPackage(
            "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(name: \"tiny\", targets: [.target(nam: \"Tiny\")])\n"
        )
        let before = try snapshot(repository)
        let report = Adoption(root: repository.root).adopt(force: false)
        guard case .failure(.unreadablePackage(let message)) = report.outcome else {
            Issue.record("\(report.outcome)")
            return
        }
        #expect(message.contains("swift package dump-package failed"), "\(message)")
        #expect(try snapshot(repository) == before)
    }

    @Test func aPackageAlreadyGeneratedByForgeIsNotAdoptedAgain() throws {
        let repository = try tinyPackage()
        let adopted = try Adoption(root: repository.root).adopt(force: false).outcome.get()
        #expect(adopted.name == "tiny")
        #expect(adopted.targetCount == 1 && adopted.productCount == 0 && adopted.featureCount == 0)
        try expectRefusal(repository, .alreadyGenerated)
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
        let report = Adoption(root: repository.root).adopt(force: false)
        #expect((try? report.outcome.get()) != nil, "\(report.outcome)")
        #expect(report.warnings.allSatisfy { $0.severity == .warning })
        #expect(
            report.warnings.map(\.message) == [
                "Package@swift-5.9.swift is a manifest for other toolchains, which forge does not adopt; SwiftPM still prefers it where it matches, so delete it or keep it in step by hand",
                "Package.swift:6 branches on its environment (ProcessInfo); forge adopts the package as it evaluates on this machine",
            ])
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
        let report = Adoption(root: repository.root).adopt(force: false)
        #expect((try? report.outcome.get())?.packageDependencyCount == 1, "\(report.outcome)")
        let project = try repository.read("Manifest/project.json")
        #expect(project.contains(original) && !project.contains(mirror), "\(project)")
        #expect(try repository.read("Package.swift").contains(original))
        let target = try repository.read("Manifest/Targets/Tiny.json")
        #expect(target.contains(#""environment": ["FEATURE_FLAG"]"#), "\(target)")
    }

    /// swift-concurrency-extras 1.4.3's shape: its `Package.resolved` is current for its `Package.swift` (the
    /// `originHash`) and pins a revision the dependency's repository (here, the machine's copy) does not hold, so
    /// SwiftPM fails to check it out. Adopted, the package must fail the same way: SwiftPM takes pins whose origin
    /// is another manifest only as preferences, and would have resolved again, to a tag it has, and passed.
    @Test func pinsCurrentForTheOriginalManifestStayCurrentForTheGeneratedOne() throws {
        let folder = try TemporaryRepository()
        let kit = try MirroredDependency(in: folder, name: "kit")
        try kit.release("1.0.0", value: 1)
        try folder.write(
            "app/Package.swift",
            """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "app", dependencies: [.package(url: "\(kit.url)", from: "1.0.0")],
                targets: [.target(name: "App", dependencies: [.product(name: "Kit", package: "kit")])])

            """)
        try folder.write("app/Sources/App/App.swift", "import Kit\n\npublic let app = kit\n")
        try folder.write(
            "app/.swiftpm/configuration/mirrors.json",
            #"{ "object": [{ "mirror": "\#(kit.path)", "original": "\#(kit.url)" }], "version": 1 }"#)
        let app = folder.root.appendingPathComponent("app")
        let resolve = ["swift", "package", "resolve"]
        try #require(try BuiltProducts.runCommand(resolve, in: app).status == 0)
        let revision = try BuiltProducts.runCommand(["git", "-C", kit.path, "rev-parse", "1.0.0"], in: app).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let pins = try folder.read("app/Package.resolved")
        try #require(pins.contains(revision) && pins.contains("originHash"), "\(pins)")
        try folder.write(
            "app/Package.resolved",
            pins.replacingOccurrences(of: revision, with: String(repeating: "1", count: 40))
                .replacingOccurrences(of: #""version" : "1.0.0""#, with: #""version" : "1.0.1""#))
        try FileManager.default.removeItem(at: app.appendingPathComponent(".build"))
        try #require(try BuiltProducts.runCommand(resolve, in: app).status != 0, "SwiftPM checks the pin out")

        let report = Adoption(root: app).adopt(force: false)
        #expect((try? report.outcome.get()) != nil, "\(report.outcome)")
        let adopted = try BuiltProducts.runCommand(resolve, in: app)
        #expect(adopted.status != 0, "SwiftPM resolved again instead: \(adopted.output)")
        #expect(try folder.read("app/Package.resolved").contains(String(repeating: "1", count: 40)))
    }

    @Test func noPackageSwiftIsRefused() throws {
        let repository = try TemporaryRepository()
        let report = try expectRefusal(repository, .noPackage(folder: repository.root.path))
        #expect(report.warnings.isEmpty)
        #expect(report.validated == nil)
    }
}

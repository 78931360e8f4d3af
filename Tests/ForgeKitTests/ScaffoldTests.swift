import Foundation
import Testing

@testable import ForgeManifest
@testable import ForgeSupport

/// Scaffolding on copies of this repository.
@Suite struct ScaffoldTests {
    /// A copy of the repository's tracked files (no build products).
    static func copyOfRepository() throws -> TemporaryRepository {
        let copy = try TemporaryRepository()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "git", "-C", Fixtures.repositoryRoot.path, "ls-files", "-z", "--cached", "--others", "--exclude-standard",
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let listing = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        for path in listing.split(separator: 0).map({ String(decoding: $0, as: UTF8.self) }) {
            let source = Fixtures.repositoryRoot.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: source.path) else { continue }  // deleted, not yet committed
            let target = copy.root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: source, to: target)
        }
        return copy
    }

    /// Every file's path and content, to compare a repository before and after.
    static func snapshot(_ repository: TemporaryRepository) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in FileSystem.files(under: repository.root.path) {
            files[path] = try Data(contentsOf: repository.root.appendingPathComponent(path))
        }
        return files
    }

    @Test func namesAreValidated() throws {
        let copy = try Self.copyOfRepository()
        for (name, message) in [
            ("favorites", "\"favorites\" is not UpperCamelCase"),
            ("Watchlist", "a feature called \"Watchlist\" already exists"),
            ("Fav orites", "\"Fav orites\" cannot name a feature: it contains a space"),
            ("Detail", "the command \"detail\" already exists"),
            ("Protocol", "\"Protocol\" cannot name a feature: 'Protocol' is a Swift keyword"),
        ] {
            let result = copy.forge("scaffold", "feature", name)
            #expect(result.code == .usage, "\(name)")
            #expect(result.errors.hasPrefix("error: \(message)"), "\(result.errors)")
        }
    }

    @Test func dryRunListsAndWritesNothing() throws {
        let copy = try Self.copyOfRepository()
        let before = try Self.snapshot(copy)
        let result = copy.forge("scaffold", "feature", "Favorites", "--dry-run")
        #expect(result.code == .success)
        #expect(
            result.output.contains("  Modules/Features/Favorites/FavoritesPresentation/FavoritesCoordinator.swift\n"))
        #expect(result.output.contains("Would change:\n  Manifest/Apps/Movieland.json\n"))
        #expect(try Self.snapshot(copy) == before)
    }

    @Test func neverOverwritesAndRollsBackAFailurePartWay() throws {
        let copy = try Self.copyOfRepository()
        try copy.write("Modules/Features/Favorites/FavoritesDomain/LoadFavoritesItems.swift", "// mine\n")
        let refused = copy.forge("scaffold", "feature", "Favorites")
        #expect(refused.code == .usage)
        #expect(refused.errors.contains("LoadFavoritesItems.swift already exists; scaffold never overwrites a file"))
        try FileManager.default.removeItem(at: copy.root.appendingPathComponent("Modules/Features/Favorites"))

        // A file where a folder must go: the failure comes after other files were written.
        try copy.write("Tests/FavoritesPresentationTests", "in the way\n")
        let before = try Self.snapshot(copy)
        let failed = copy.forge("scaffold", "feature", "Favorites")
        #expect(failed.code == .failure)
        #expect(failed.errors.hasSuffix("; nothing was changed\n"))
        #expect(try Self.snapshot(copy) == before)
    }

    @Test func theScaffoldedFeatureIsWiredValidAndLintClean() throws {
        let copy = try Self.copyOfRepository()
        let result = copy.forge("scaffold", "feature", "WatchLater")
        #expect(result.code == .success, "\(result.errors)")
        #expect(copy.forge("generate", "--check").code == .success)
        #expect(copy.forge("graph", "--check-readme").code == .success)
        let lint = copy.forge("lint")
        #expect(lint.code == .success, "\(lint.output)")
        // The repository's modules and the feature's four.
        let modules = try #require(ValidatedManifests(root: Fixtures.repositoryRoot).manifests).modules.count + 4
        #expect(lint.output.hasPrefix("lint: clean (\(modules) modules"))
        let app = try copy.read("Apps/Movieland/MovielandApp.swift")
        #expect(app.contains("import WatchLaterPresentation\n"))
        #expect(app.contains("        WatchLaterCoordinator.self,\n        // forge:scaffold:feature-type"))
        #expect(
            try copy.read("Apps/Movieland/AppConfiguration.swift").contains(
                "        WatchLaterDependencies.self,\n        // forge:scaffold:register"))
        #expect(
            try copy.read("Modules/Features/WatchLater/WatchLaterPresentation/WatchLaterCommands.swift").contains(
                "\"watch-later\""))
        let manifests = try #require(ValidatedManifests(root: copy.root).manifests)
        #expect(manifests.modules.filter { $0.feature?.value == "WatchLater" }.allSatisfy { !$0.testTargets.isEmpty })
    }
}

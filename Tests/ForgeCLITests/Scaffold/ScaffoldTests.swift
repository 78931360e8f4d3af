import ForgeTestSupport
import Foundation
import Testing

@testable import ForgeManifest
@testable import ForgeScaffolding
@testable import ForgeSupport

/// Scaffolding into a repository made of this one's templates, Core modules and settings, and a stand-in app.
@Suite struct ScaffoldTests {
    /// The Core modules a scaffolded feature's template depends on, directly or through each other.
    static let coreModules = [
        "Commands", "Common", "DependencyInjection", "DesignSystem", "PlainText", "SystemIO", "Terminal", "TextFolding",
    ]

    /// A repository a feature is scaffolded into: this repository's `project.json`, rules, feature templates and
    /// the Core modules a feature depends on (their manifests without their tests), and a stand-in app with the
    /// real app's wiring points (Fixtures/App). What it copies is what ForgeScaffoldTests declare as inputs.
    static func standInRepository() throws -> TemporaryRepository {
        let copy = try TemporaryRepository()
        for path in ["Manifest/project.json", "Tools/Templates"] {
            try copy.copyFromRepository(path)
        }
        // The rules, without the exceptions naming this repository's features.
        let rules = Fixtures.repositoryRoot.appendingPathComponent("Manifest/rules.json")
        var rulesObject = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: rules)) as? [String: Any])
        rulesObject["exceptions"] = []
        let rulesData = try JSONSerialization.data(withJSONObject: rulesObject, options: [.prettyPrinted])
        try copy.write("Manifest/rules.json", String(decoding: rulesData, as: UTF8.self))
        for module in coreModules {
            try copy.copyFromRepository("Modules/Core/\(module)")
            let manifest = Fixtures.repositoryRoot.appendingPathComponent("Manifest/Core/\(module).json")
            var object = try #require(
                try JSONSerialization.jsonObject(with: Data(contentsOf: manifest)) as? [String: Any])
            object["tests"] = nil
            let dependencies = Set(object["dependencies"] as? [String] ?? [])
            try #require(dependencies.isSubset(of: coreModules), "\(module) depends on a module the copy lacks")
            let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
            try copy.write("Manifest/Core/\(module).json", String(decoding: data, as: UTF8.self))
        }
        try copy.copyFixture("App", of: "ForgeCLITests")
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
        let copy = try Self.standInRepository()
        try #require(copy.forge("scaffold", "feature", "Favorites").code == .success)
        try copy.write(
            "Modules/Features/Favorites/FavoritesPresentation/Detail.swift",
            "import Commands\n\nlet detail = CommandSpec(\"detail\", summary: \"a film\")\n")
        for (name, message) in [
            ("favorites", "\"favorites\" is not UpperCamelCase"),
            ("Favorites", "a feature called \"Favorites\" already exists"),
            ("Fav orites", "\"Fav orites\" cannot name a feature: it contains a space"),
            ("Detail", "the command \"detail\" already exists"),
            ("Protocol", "\"Protocol\" cannot name a feature: 'Protocol' is a Swift keyword"),
        ] {
            let result = copy.forge("scaffold", "feature", name)
            #expect(result.code == .usage, "\(name)")
            #expect(result.errors.hasPrefix("error: \(message)"), "\(result.errors)")
        }
    }

    @Test func withoutScaffoldSettingsNothingIsAssumed() throws {
        let copy = try Self.standInRepository()
        let project = try copy.read("Manifest/project.json")
        let start = try #require(project.range(of: ",\n  \"scaffold\""))
        try copy.write("Manifest/project.json", String(project[..<start.lowerBound]) + "\n}\n")
        let before = try Self.snapshot(copy)
        let result = copy.forge("scaffold", "feature", "Favorites")
        #expect(result.code != .success)
        #expect(result.errors.contains("Manifest/project.json has no \"scaffold\" settings"), "\(result.errors)")
        #expect(try Self.snapshot(copy) == before)
    }

    @Test func dryRunListsAndWritesNothing() throws {
        let copy = try Self.standInRepository()
        let before = try Self.snapshot(copy)
        let result = copy.forge("scaffold", "feature", "Favorites", "--dry-run")
        #expect(result.code == .success)
        #expect(
            result.output.contains("  Modules/Features/Favorites/FavoritesPresentation/FavoritesCoordinator.swift\n"))
        #expect(result.output.contains("Would change:\n  Manifest/Apps/Movieland.json\n"))
        #expect(try Self.snapshot(copy) == before)
    }

    @Test func neverOverwritesAndRollsBackAFailurePartWay() throws {
        let copy = try Self.standInRepository()
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
        let copy = try Self.standInRepository()
        let result = copy.forge("scaffold", "feature", "WatchLater")
        #expect(result.code == .success, "\(result.errors)")
        #expect(copy.forge("generate", "--check").code == .success)
        #expect(copy.forge("graph", "--check-readme").code == .success)
        let lint = copy.forge("lint")
        #expect(lint.code == .success, "\(lint.output)")
        // The Core modules, the app and the feature's four; the warnings are the rules for the modules the copy
        // leaves out (forge's, the other features'), which match nothing in it.
        #expect(lint.output.contains("lint: 0 errors, "), "\(lint.output)")
        #expect(lint.output.contains(" (\(Self.coreModules.count + 5) modules, "), "\(lint.output)")
        #expect(!lint.output.contains("rule-matches-nothing] rule \"app-registers-every-feature\""), "\(lint.output)")
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

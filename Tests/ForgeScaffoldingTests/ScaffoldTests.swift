import ForgeTestSupport
import Foundation
import OffThePool
import Testing

@testable import ForgeGenerator
@testable import ForgeManifest
@testable import ForgeScaffolding

/// Scaffolding into a repository made of this one's templates, Core modules and settings, and a stand-in app
/// (`ScaffoldRepositories.standIn`).
@Suite(.offThePool) struct ScaffoldTests {
    /// The plan of a report that must have created or planned a feature.
    private func plan(_ report: ScaffoldReport, sourceLocation: SourceLocation = #_sourceLocation) -> ScaffoldPlan? {
        switch report.outcome {
        case .planned(let plan), .created(let plan): return plan
        default:
            Issue.record("\(report.outcome)", sourceLocation: sourceLocation)
            return nil
        }
    }

    /// Why a report's scaffold was refused, or nil.
    private func refusal(_ report: ScaffoldReport) -> String? {
        guard case .refused(let reason) = report.outcome else { return nil }
        return reason
    }

    @Test func namesAreValidated() throws {
        let copy = try ScaffoldRepositories.standIn()
        let scaffolding = Scaffolding(root: copy.root)
        try #require(plan(scaffolding.scaffold(name: "Favorites")) != nil)
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
            let reason = refusal(scaffolding.scaffold(name: name))
            #expect(reason?.hasPrefix(message) == true, "\(name): \(reason ?? "not refused")")
        }
    }

    @Test func withoutScaffoldSettingsNothingIsAssumed() throws {
        let copy = try ScaffoldRepositories.standIn()
        let project = try copy.read("Manifest/project.json")
        let start = try #require(project.range(of: ",\n  \"scaffold\""))
        try copy.write("Manifest/project.json", String(project[..<start.lowerBound]) + "\n}\n")
        let before = try ScaffoldRepositories.snapshot(copy)
        let reason = refusal(Scaffolding(root: copy.root).scaffold(name: "Favorites"))
        #expect(reason?.hasPrefix("Manifest/project.json has no \"scaffold\" settings") == true, "\(reason ?? "")")
        #expect(try ScaffoldRepositories.snapshot(copy) == before)
    }

    @Test func aPlanListsAndWritesNothing() throws {
        let copy = try ScaffoldRepositories.standIn()
        let before = try ScaffoldRepositories.snapshot(copy)
        let report = Scaffolding(root: copy.root).plan(name: "Favorites")
        guard case .planned(let plan) = report.outcome else {
            Issue.record("\(report.outcome)")
            return
        }
        #expect(
            plan.createdFiles.contains("Modules/Features/Favorites/FavoritesPresentation/FavoritesCoordinator.swift"))
        #expect(plan.changedFiles.first == "Manifest/Apps/Movieland.json")
        #expect(try ScaffoldRepositories.snapshot(copy) == before)
    }

    @Test func neverOverwritesAndRollsBackAFailurePartWay() throws {
        let copy = try ScaffoldRepositories.standIn()
        try copy.write("Modules/Features/Favorites/FavoritesDomain/LoadFavoritesItems.swift", "// mine\n")
        let refused = refusal(Scaffolding(root: copy.root).scaffold(name: "Favorites"))
        #expect(refused?.hasSuffix("LoadFavoritesItems.swift already exists; scaffold never overwrites a file") == true)
        try FileManager.default.removeItem(at: copy.root.appendingPathComponent("Modules/Features/Favorites"))

        // A file where a folder must go: the failure comes after other files were written.
        try copy.write("Tests/FavoritesPresentationTests", "in the way\n")
        let before = try ScaffoldRepositories.snapshot(copy)
        let failed = Scaffolding(root: copy.root).scaffold(name: "Favorites")
        guard case .notWritten = failed.outcome else {
            Issue.record("\(failed.outcome)")
            return
        }
        #expect(try ScaffoldRepositories.snapshot(copy) == before)
    }

    @Test func theScaffoldedFeatureIsWiredAndValid() throws {
        let copy = try ScaffoldRepositories.standIn()
        let report = Scaffolding(root: copy.root).scaffold(name: "WatchLater")
        guard let plan = plan(report) else { return }
        #expect(plan.command == "watch-later")
        #expect(PackageGeneration(root: copy.root).check().isCurrent)
        let app = try copy.read("Apps/Movieland/MovielandApp.swift")
        #expect(app.contains("import WatchLaterPresentation\n"))
        #expect(app.contains("        WatchLaterCoordinator.self,\n        // forge:scaffold:feature-type"))
        #expect(
            try copy.read("Apps/Movieland/AppConfiguration.swift").contains(
                "        WatchLaterDependencies.self,\n        // forge:scaffold:register"))
        #expect(
            try copy.read("Modules/Features/WatchLater/WatchLaterPresentation/WatchLaterCommands.swift").contains(
                "\"watch-later\""))
        let validated = ValidatedManifests(root: copy.root)
        #expect(validated.isValid, "\(validated.diagnostics.map(\.description))")
        let manifests = try #require(validated.manifests)
        #expect(manifests.modules.filter { $0.feature?.value == "WatchLater" }.count == 4)
        #expect(manifests.modules.filter { $0.feature?.value == "WatchLater" }.allSatisfy { !$0.testTargets.isEmpty })
    }
}

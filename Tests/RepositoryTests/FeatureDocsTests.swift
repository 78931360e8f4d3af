import ForgeManifest
import ForgeTestSupport
import Foundation
import Testing

/// The READMEs' lists of features and tabs say what the code has: Modules/README.md's feature list, use-case
/// table and error wordings against the features of `Manifest/` and their `*ErrorMessages.swift` files, and the
/// tabs Apps/README.md and the app's help name against the tabs the app builds (`MovielandApp.features` that are
/// `TabCoordinator`s, in that order, by their `tabTitle`).
@Suite struct FeatureDocsTests {
    static let modulesReadme = "Modules/README.md"
    static let appsReadme = "Apps/README.md"
    static let appSource = "Apps/Movieland/MovielandApp.swift"

    private func read(_ path: String) throws -> String {
        try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The features `Manifest/` declares, in name order.
    private func features() throws -> [String] {
        let loaded = ManifestLoader(root: Fixtures.repositoryRoot).load()
        let manifests = try #require(loaded.manifests, "\(loaded.diagnostics.map(\.description))")
        return Set(manifests.modules.compactMap { $0.feature?.value }).sorted()
    }

    @Test func theFeatureListNamesEveryFeature() throws {
        let listed = DocumentText(try read(Self.modulesReadme)).featureList()
        let features = try features()
        #expect(features.count >= 5)
        #expect(
            listed.sorted() == features,
            """
            \(Self.modulesReadme)'s feature list (the "- `Name`: ..." lines of its "## Features" section) names \
            \(listed.sorted()), the manifests declare \(features): \(DocumentText.difference(listed, features)). \
            Give each feature of Manifest/Features one line saying what it owns, and none that is gone.
            """)
    }

    @Test func theUseCaseTableHasARowForEveryFeature() throws {
        let rows = DocumentText(try read(Self.modulesReadme)).firstColumn(ofTableStarting: "| feature | use cases")
        let features = try features()
        #expect(
            rows.sorted() == features,
            """
            \(Self.modulesReadme)'s use-case table ("| feature | use cases ...") has rows for \(rows.sorted()), the \
            manifests declare \(features): \(DocumentText.difference(rows, features)). Give each feature a row \
            naming its use cases.
            """)
    }

    @Test func everyErrorWordingIsNamed() throws {
        let text = try read(Self.modulesReadme)
        let root = Fixtures.repositoryRoot.appendingPathComponent("Modules/Features")
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        var wordings: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.lastPathComponent.hasSuffix("ErrorMessages.swift") {
                wordings.append(url.deletingPathExtension().lastPathComponent)
            }
        }
        #expect(wordings.count >= 5)
        let unnamed = wordings.filter { !text.contains("`\($0)`") }.sorted()
        #expect(
            unnamed.isEmpty,
            """
            \(Self.modulesReadme) does not name \(unnamed), which word a feature's errors \
            (Modules/Features/**/<Name>ErrorMessages.swift): name each in backticks where the Errors convention \
            lists them, or remove the mention of one that is gone.
            """)
    }

    @Test func theTabsTheDocumentsNameAreTheTabsTheAppBuilds() throws {
        let built = try AppTabs(root: Fixtures.repositoryRoot, app: Self.appSource).titles()
        #expect(built.count >= 4)
        let manual = DocumentText(try read(Self.appsReadme)).numberedTabs()
        #expect(
            manual == built,
            """
            \(Self.appsReadme) says `movieland` opens the tabs \(manual) ("**1 Search**, ..." in its Interactive \
            mode section), the app builds \(built) (the TabCoordinators of MovielandApp.features, by tabTitle): \
            list them in that order with their numbers.
            """)
        let help = DocumentText(try read(Self.appSource)).parenthesised(after: "opens its tabs (")
        #expect(
            help == built,
            """
            \(Self.appSource)'s help says Movieland opens its tabs (\(help.joined(separator: ", "))), the app \
            builds \(built): write them in that order in the root command's discussion.
            """)
    }
}

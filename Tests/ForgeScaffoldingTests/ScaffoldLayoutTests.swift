import ForgeTestSupport
import Foundation
import OffThePool
import Testing

@testable import ForgeManifest
@testable import ForgeScaffolding
@testable import ForgeSupport

/// Scaffolding a repository laid out nothing like this one (`ScaffoldRepositories.shop`): its folders,
/// templates, app and wiring all come from its own `Manifest/project.json`.
@Suite(.offThePool) struct ScaffoldLayoutTests {
    @Test func theFeatureGoesWhereTheLayoutSaysAndIsWiredAsTheSettingsSay() throws {
        let shop = try ScaffoldRepositories.shop()
        let report = Scaffolding(root: shop.root).scaffold(name: "Gifts")
        guard case .created = report.outcome else {
            Issue.record("\(report.outcome)")
            return
        }
        #expect(
            FileSystem.entry(at: shop.root.path + "/Packages/Gifts/Sources/GiftsPresentation/GiftsView.swift") == .file)
        #expect(FileSystem.entry(at: shop.root.path + "/Checks/GiftsDomainTests/GiftsTests.swift") == .file)
        // The app manifest gains the dependency before its first one, the rest of the file as it was.
        #expect(
            try shop.read("Manifest/Shop.json")
                == #"{ "name": "Shop", "kind": "app", "type": "executable", "dependencies": ["GiftsPresentation", "Cart", "OrdersPresentation"] }"#
        )
        #expect(
            try shop.read("Sources/Shop/main.swift")
                == "import Cart\nimport GiftsPresentation\nimport OrdersPresentation\n\nlet features = [\n    \"orders\",\n    \"gifts\",\n    // shop:features\n]\n"
        )
        // Module folders follow the layout: the manifests validate, SwiftPM is told.
        #expect(ValidatedManifests(root: shop.root).isValid)
        let package = try shop.read("Package.swift")
        #expect(package.contains(#"path: "Packages/Gifts/Sources/GiftsDomain""#))
        #expect(package.contains(#"path: "Checks/GiftsDomainTests""#))
    }

    @Test func aCommandTheFeaturesDeclareIsTakenButOneInACommentIsNot() throws {
        let shop = try ScaffoldRepositories.shop()
        let scaffolding = Scaffolding(root: shop.root)
        guard case .refused(let reason) = scaffolding.plan(name: "Returns").outcome else {
            Issue.record("\"returns\" is not taken")
            return
        }
        #expect(reason.contains(#"the command "returns" already exists"#))
        guard case .planned = scaffolding.plan(name: "Gifts").outcome else {
            Issue.record("\"gifts\", only named in a comment, is taken")
            return
        }
    }

    @Test func aLayoutPatternWithoutTheModuleNameIsReported() throws {
        let repository = try TemporaryRepository.withProject(
            #"{ "name": "Shop", "swiftToolsVersion": "6.0", "layout": { "core": "Sources/Shared" } }"#)
        let report = Scaffolding(root: repository.root).plan(name: "Gifts")
        guard case .invalidManifests = report.outcome else {
            Issue.record("\(report.outcome)")
            return
        }
        #expect(
            report.validated.diagnostics.map(\.description).contains {
                $0.contains(#"error: "Sources/Shared" is not a folder pattern (at $.layout.core)"#)
            }, "\(report.validated.diagnostics.map(\.description))")
    }
}

import ForgeTestSupport
import Foundation
import Testing

@testable import ForgeSupport

/// `forge scaffold` on a repository laid out nothing like this one: its folders, templates, app and wiring all
/// come from its own `Manifest/project.json`.
@Suite struct ScaffoldLayoutTests {
    /// A shop: core modules under Sources/Shared, features under Packages/<Feature>/Sources, the app in
    /// Sources/Shop, tests under Checks, templates in Templates/NewFeature, and commands declared with
    /// `Command("name")`.
    private static func shop() throws -> TemporaryRepository {
        let repository = try TemporaryRepository.withProject(
            #"""
            {
              "name": "Shop", "swiftToolsVersion": "6.0", "swiftLanguageMode": "6",
              "layout": {
                "core": "Sources/Shared/{name}", "feature": "Packages/{feature}/Sources/{name}",
                "app": "Sources/{name}", "tests": "Checks/{name}"
              },
              "scaffold": {
                "templates": "Templates/NewFeature", "app": "Shop", "appDependencies": ["__Feature__Presentation"],
                "wiring": [
                  { "file": "Sources/Shop/main.swift", "imports": ["__Feature__Presentation"],
                    "insert": { "// shop:features": "\"__command__\"," } }
                ],
                "commandDeclaration": "Command"
              }
            }
            """#)
        try repository.write(
            "Manifest/Shop.json",
            #"{ "name": "Shop", "kind": "app", "type": "executable", "dependencies": ["Cart", "OrdersPresentation"] }"#)
        try repository.write("Manifest/Cart.json", #"{ "name": "Cart", "kind": "core" }"#)
        try repository.write(
            "Manifest/Orders.json",
            #"{ "name": "OrdersPresentation", "kind": "feature", "feature": "Orders", "layer": "presentation" }"#)
        try repository.write("Sources/Shared/Cart/Cart.swift", "public struct Cart {}\n")
        try repository.write(
            "Packages/Orders/Sources/OrdersPresentation/Orders.swift",
            "// Command(\"gifts\") was never shipped.\nlet command = Command(\"returns\")\n")
        try repository.write(
            "Sources/Shop/main.swift",
            "import Cart\nimport OrdersPresentation\n\nlet features = [\n    \"orders\",\n    // shop:features\n]\n")
        try repository.write(
            "Templates/NewFeature/Manifest/Features/__Feature__.json.template",
            #"""
            { "modules": [
              { "name": "__Feature__Presentation", "kind": "feature", "feature": "__Feature__",
                "layer": "presentation", "dependencies": ["__Feature__Domain"] },
              { "name": "__Feature__Domain", "kind": "feature", "feature": "__Feature__", "layer": "domain",
                "tests": true }
            ] }
            """#)
        try repository.write(
            "Templates/NewFeature/Packages/__Feature__/Sources/__Feature__Presentation/__Feature__View.swift.template",
            "import __Feature__Domain\n\npublic struct __Feature__View {}\n")
        try repository.write(
            "Templates/NewFeature/Packages/__Feature__/Sources/__Feature__Domain/__Feature__.swift.template",
            "public struct __Feature__ {}\n")
        try repository.write(
            "Templates/NewFeature/Checks/__Feature__DomainTests/__Feature__Tests.swift.template",
            "import __Feature__Domain\n")
        return repository
    }

    @Test func theFeatureGoesWhereTheLayoutSaysAndIsWiredAsTheSettingsSay() throws {
        let shop = try Self.shop()
        let result = shop.forge("scaffold", "feature", "Gifts")
        #expect(result.code == .success, "\(result.errors)")
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
        // Module folders follow the layout: the manifests validate, the imports are declared, SwiftPM is told.
        #expect(shop.forge("validate").code == .success)
        let lint = shop.forge("lint")
        #expect(lint.code == .success, "\(lint.output)\(lint.errors)")
        let package = try shop.read("Package.swift")
        #expect(package.contains(#"path: "Packages/Gifts/Sources/GiftsDomain""#))
        #expect(package.contains(#"path: "Checks/GiftsDomainTests""#))
    }

    @Test func aCommandTheFeaturesDeclareIsTakenButOneInACommentIsNot() throws {
        let shop = try Self.shop()
        let taken = shop.forge("scaffold", "feature", "Returns", "--dry-run")
        #expect(taken.code == .usage)
        #expect(taken.errors.contains(#"the command "returns" already exists"#))
        #expect(shop.forge("scaffold", "feature", "Gifts", "--dry-run").code == .success)
    }

    @Test func aLayoutPatternWithoutTheModuleNameIsReported() throws {
        let repository = try TemporaryRepository.withProject(
            #"{ "name": "Shop", "swiftToolsVersion": "6.0", "layout": { "core": "Sources/Shared" } }"#)
        let result = repository.forge("validate")
        #expect(result.code == .failure)
        #expect(result.errors.contains(#"error: "Sources/Shared" is not a folder pattern (at $.layout.core)"#))
    }
}

import ForgeSupport
import Foundation

/// Repositories a feature is scaffolded into: a stand-in for this one, and a shop laid out nothing like it. They
/// know no command: the scaffolding engine's tests and the command line's both use them.
package enum ScaffoldRepositories {
    /// The Core modules a scaffolded feature's template depends on, directly or through each other.
    package static let coreModules = [
        "Commands", "Common", "DependencyInjection", "DesignSystem", "PlainText", "SystemIO", "Terminal", "TextFolding",
    ]

    /// A repository's file the stand-in cannot be made from.
    package struct Unusable: Error, CustomStringConvertible {
        package let description: String
    }

    /// This repository's `project.json`, rules (without the exceptions naming its features), feature templates and
    /// the Core modules a feature depends on (their manifests without their tests), and a stand-in app with the
    /// real app's wiring points (`ForgeScaffoldingTests`' Fixtures/App). What it copies, the tests that use it
    /// declare as inputs.
    package static func standIn() throws -> TemporaryRepository {
        let copy = try TemporaryRepository()
        for path in ["Manifest/project.json", "Tools/Templates"] {
            try copy.copyFromRepository(path)
        }
        var rules = try jsonObject("Manifest/rules.json")
        rules["exceptions"] = []
        let rulesData = try JSONSerialization.data(withJSONObject: rules, options: [.prettyPrinted])
        try copy.write("Manifest/rules.json", String(decoding: rulesData, as: UTF8.self))
        for module in coreModules {
            try copy.copyFromRepository("Modules/Core/\(module)")
            var manifest = try jsonObject("Manifest/Core/\(module).json")
            manifest["tests"] = nil
            let dependencies = Set(manifest["dependencies"] as? [String] ?? [])
            guard dependencies.isSubset(of: coreModules) else {
                throw Unusable(description: "\(module) depends on a module the stand-in lacks")
            }
            let data = try JSONSerialization.data(withJSONObject: manifest, options: [.prettyPrinted, .sortedKeys])
            try copy.write("Manifest/Core/\(module).json", String(decoding: data, as: UTF8.self))
        }
        try copy.copyFixture("App", of: "ForgeScaffoldingTests")
        return copy
    }

    /// A shop: core modules under Sources/Shared, features under Packages/<Feature>/Sources, the app in
    /// Sources/Shop, tests under Checks, templates in Templates/NewFeature, and commands declared with
    /// `Command("name")` (the `Orders` feature declares `returns`, and names `gifts` only in a comment).
    package static func shop() throws -> TemporaryRepository {
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
        try writeShopTemplates(in: repository)
        return repository
    }

    /// The shop's feature template: a presentation and a domain layer, and the domain's tests.
    private static func writeShopTemplates(in repository: TemporaryRepository) throws {
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
    }

    /// The repository's JSON file `path` as an object.
    private static func jsonObject(_ path: String) throws -> [String: Any] {
        let url = Fixtures.repositoryRoot.appendingPathComponent(path)
        guard let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any] else {
            throw Unusable(description: "\(path) is not a JSON object")
        }
        return object
    }

    /// Every file's path and content (hidden ones left out), to compare a repository before and after.
    package static func snapshot(_ repository: TemporaryRepository) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in FileSystem.files(under: repository.root.path) {
            files[path] = try Data(contentsOf: repository.root.appendingPathComponent(path))
        }
        return files
    }
}

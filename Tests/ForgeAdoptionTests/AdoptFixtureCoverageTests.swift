import ForgeTestSupport
import Foundation
import Testing

@testable import ForgeManifest

/// The adopt fixtures together use every feature the manifest model can say, so the round trip in
/// `AdoptFixtureTests` covers all of it. A feature added to the model without a fixture fails here.
@Suite struct AdoptFixtureCoverageTests {
    /// Every feature the model has, by a label such as `setting:swift:define` or `requirement:branch`.
    private static var everyFeature: Set<String> {
        var labels: Set<String> = []
        labels.formUnion(TargetType.allCases.map { "target:\($0.rawValue)" })
        for kind in BuildSettingKind.all {
            labels.formUnion(kind.tools.map { "setting:\($0.rawValue):\(kind.name)" })
        }
        labels.formUnion(["condition:platforms", "condition:configuration", "condition:traits", "condition:custom"])
        labels.formUnion([
            "dependency:byName", "dependency:target", "dependency:product", "dependency:moduleAliases",
            "dependency:condition:platforms", "dependency:condition:traits",
        ])
        labels.formUnion(TargetManifest.Resource.Rule.allCases.map { "resource:\($0.rawValue)" })
        labels.formUnion(TargetManifest.Resource.Localization.allCases.map { "localization:\($0.rawValue)" })
        labels.formUnion(TargetManifest.SystemPackageProvider.managers.map { "provider:\($0)" })
        labels.formUnion([
            "target:path", "target:sources", "target:exclude", "target:publicHeadersPath", "target:packageAccess",
            "target:pkgConfig", "target:binaryURL", "target:binaryPath", "plugin:local", "plugin:package",
            "capability:buildTool", "capability:command", "permission:writeToPackageDirectory",
            "permission:allowNetworkConnections",
        ])
        labels.formUnion(["tests:default", "tests:renamed", "tests:several", "tests:hostless", "kind:feature"])
        labels.formUnion(ProductManifest.ProductType.allCases.map { "product:\($0.rawValue)" })
        labels.formUnion(ProductManifest.Linkage.allCases.map { "linkage:\($0.rawValue)" })
        labels.formUnion([
            "requirement:from", "requirement:exact", "requirement:range", "requirement:branch", "requirement:revision",
            "source:url", "source:path", "source:registry", "package:name", "package:traits",
        ])
        labels.formUnion([
            "project:platforms", "project:defaultLocalization", "project:swiftLanguageModes",
            "project:cLanguageStandard", "project:cxxLanguageStandard", "project:traits", "project:enabledTraits",
            "project:defaultTraits", "project:hyphenatedName", "project:toolsVersion5.9", "project:toolsVersion6.2",
        ])
        return labels
    }

    /// A fixture's expected manifests, decoded in a repository of their own.
    static func expectedManifests(_ fixture: String) throws -> (TemporaryRepository, ManifestSet) {
        let repository = try TemporaryRepository()
        try repository.copyFixture("\(fixture)/\(AdoptFixtureTests.expectedFolder)", of: "ForgeAdoptionTests")
        let manifestFolder = repository.root.appendingPathComponent(ManifestLoader.folder)
        try FileManager.default.createDirectory(at: manifestFolder, withIntermediateDirectories: true)
        for item in try FileManager.default.contentsOfDirectory(atPath: repository.root.path)
        where item != ManifestLoader.folder {
            try FileManager.default.moveItem(
                at: repository.root.appendingPathComponent(item), to: manifestFolder.appendingPathComponent(item))
        }
        let loaded = ManifestLoader(root: repository.root).load()
        let manifests = try #require(loaded.manifests, "\(fixture): \(loaded.diagnostics.map(\.description))")
        return (repository, manifests)
    }

    @Test func theFixturesTogetherUseEveryFeatureOfTheModel() throws {
        var used: Set<String> = []
        for fixture in AdoptFixtureTests.fixtures {
            used.formUnion(Self.features(of: try Self.expectedManifests(fixture).1))
        }
        let missing = Self.everyFeature.subtracting(used).sorted()
        #expect(missing.isEmpty, "no adopt fixture uses: \(missing.joined(separator: ", "))")
    }

    private static func features(of manifests: ManifestSet) -> Set<String> {
        var used: Set<String> = []
        let project = manifests.project
        if !project.platforms.isEmpty { used.insert("project:platforms") }
        if project.defaultLocalization != nil { used.insert("project:defaultLocalization") }
        if !project.swiftLanguageModes.isEmpty { used.insert("project:swiftLanguageModes") }
        if project.cLanguageStandard != nil { used.insert("project:cLanguageStandard") }
        if project.cxxLanguageStandard != nil { used.insert("project:cxxLanguageStandard") }
        if !project.traits.isEmpty { used.insert("project:traits") }
        if project.traits.contains(where: { !$0.enabledTraits.isEmpty }) { used.insert("project:enabledTraits") }
        if project.defaultTraits?.isEmpty == false { used.insert("project:defaultTraits") }
        if project.name.value.contains("-") { used.insert("project:hyphenatedName") }
        used.insert("project:toolsVersion\(project.toolsVersion)")
        for product in project.products {
            used.insert("product:\(product.type.rawValue)")
            if product.type == .library { used.insert("linkage:\(product.linkage.rawValue)") }
        }
        for dependency in project.dependencies {
            switch dependency.source {
            case .url: used.insert("source:url")
            case .path: used.insert("source:path")
            case .registry: used.insert("source:registry")
            }
            switch dependency.requirement {
            case .from: used.insert("requirement:from")
            case .exact: used.insert("requirement:exact")
            case .range: used.insert("requirement:range")
            case .branch: used.insert("requirement:branch")
            case .revision: used.insert("requirement:revision")
            case nil: break
            }
            if dependency.name != nil { used.insert("package:name") }
            if dependency.traits != nil { used.insert("package:traits") }
        }
        for module in manifests.modules {
            if module.kind == .feature { used.insert("kind:feature") }
            if module.executableProductName != nil { used.insert("product:executable") }
            if module.testTargets.count > 1 { used.insert("tests:several") }
            for test in module.testTargets {
                used.insert(test.targetName == module.targetName + "Tests" ? "tests:default" : "tests:renamed")
            }
            if module.type == .test { used.insert("tests:hostless") }
            for target in module.allTargets { used.formUnion(features(of: target)) }
        }
        return used
    }

    private static func features(of target: TargetManifest) -> Set<String> {
        var used: Set<String> = ["target:\(target.type.rawValue)"]
        if target.rendersPath, target.type != .binary { used.insert("target:path") }
        if target.sources != nil { used.insert("target:sources") }
        if !target.exclude.isEmpty { used.insert("target:exclude") }
        if target.publicHeadersPath != nil { used.insert("target:publicHeadersPath") }
        if target.packageAccess != nil { used.insert("target:packageAccess") }
        if target.pkgConfig != nil { used.insert("target:pkgConfig") }
        if target.type == .binary { used.insert(target.url != nil ? "target:binaryURL" : "target:binaryPath") }
        used.formUnion(target.providers.map { "provider:\($0.manager)" })
        for resource in target.resources {
            used.insert("resource:\(resource.rule.rawValue)")
            if let localization = resource.localization { used.insert("localization:\(localization.rawValue)") }
        }
        for plugin in target.plugins { used.insert(plugin.package == nil ? "plugin:local" : "plugin:package") }
        switch target.capability {
        case .buildTool: used.insert("capability:buildTool")
        case .command(_, let permissions):
            used.insert("capability:command")
            for permission in permissions {
                switch permission.kind {
                case .writeToPackageDirectory: used.insert("permission:writeToPackageDirectory")
                case .allowNetworkConnections: used.insert("permission:allowNetworkConnections")
                }
            }
        case nil: break
        }
        for dependency in target.dependencies {
            switch dependency.reference {
            case .byName: used.insert("dependency:byName")
            case .target: used.insert("dependency:target")
            case .product(_, _, let aliases):
                used.insert("dependency:product")
                if !aliases.isEmpty { used.insert("dependency:moduleAliases") }
            }
            if dependency.condition?.platforms.isEmpty == false { used.insert("dependency:condition:platforms") }
            if dependency.condition?.traits.isEmpty == false { used.insert("dependency:condition:traits") }
        }
        for setting in target.settings {
            used.insert("setting:\(setting.tool.rawValue):\(setting.kind.name)")
            guard let condition = setting.condition else { continue }
            if !condition.platforms.isEmpty { used.insert("condition:platforms") }
            if condition.platforms.contains(where: { $0.hasPrefix(PlatformName.customPrefix) }) {
                used.insert("condition:custom")
            }
            if condition.configuration != nil { used.insert("condition:configuration") }
            if !condition.traits.isEmpty { used.insert("condition:traits") }
        }
        return used
    }
}

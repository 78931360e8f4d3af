import ForgeDiagnostics
import ForgeJSON
import ForgeSupport

/// Reads `Manifest/project.json`: the package's name, tools version, platforms, products, package
/// dependencies, traits, language standards and the Swift settings every target shares.
enum ProjectDecoder {
    static let keys = [
        "$schema", "name", "swiftToolsVersion", "platforms", "defaultLocalization", "swiftLanguageMode",
        "upcomingFeatures", "experimentalFeatures", "defines", "swiftLanguageModes", "cLanguageStandard",
        "cxxLanguageStandard", "traits", "defaultTraits", "products", "dependencies", "externalModules", "layout",
        "scaffold", "testInputs",
    ]
    static let productKeys = ["name", "type", "linkage", "targets"]
    static let traitKeys = ["name", "description", "enabledTraits"]
    static let dependencyKeys = [
        "url", "path", "id", "from", "exact", "range", "branch", "revision", "name", "traits",
    ]
    static let requirementKeys = ["from", "exact", "range", "branch", "revision"]

    static func project(_ root: JSONNode, file: String, diagnostics: DiagnosticCollector) -> ProjectManifest? {
        guard
            let reader = JSONObjectReader(
                root, file: file, jsonPath: "$", what: "the project manifest", allowedKeys: keys,
                requiredKeys: ["name", "swiftToolsVersion"], diagnostics: diagnostics)
        else { return nil }
        let name = reader.string("name")
        let tools = reader.string("swiftToolsVersion")
        if let tools, ToolsVersion(tools.value) == nil {
            diagnostics.emit(.invalidToolsVersion(tools.value), file: file, at: tools)
        }
        let languageMode = reader.string("swiftLanguageMode")
        if let languageMode, !SwiftLanguageMode.isValid(languageMode.value) {
            diagnostics.emit(.invalidLanguageMode(languageMode.value, alone: true), file: file, at: languageMode)
        }
        let languageModes = reader.stringArray("swiftLanguageModes")
        for mode in languageModes where !SwiftLanguageMode.isValid(mode.value) {
            diagnostics.emit(.invalidLanguageMode(mode.value, alone: false), file: file, at: mode)
        }
        let upcoming = reader.stringArray("upcomingFeatures")
        let experimental = reader.stringArray("experimentalFeatures")
        let defines = reader.stringArray("defines")
        for value in upcoming + experimental + defines where value.value.isEmpty {
            diagnostics.emit(.emptyFeatureOrConditionName, file: file, at: value)
        }
        let cStandard = reader.string("cLanguageStandard")
        let cxxStandard = reader.string("cxxLanguageStandard")
        for (standard, known) in [(cStandard, LanguageStandard.c), (cxxStandard, LanguageStandard.cxx)] {
            guard let standard, !known.contains(standard.value) else { continue }
            diagnostics.emit(.unknownLanguageStandard(standard.value, known: known), file: file, at: standard)
        }
        let defaultTraits =
            reader.has("defaultTraits") ? reader.stringArray("defaultTraits") : nil
        guard let name, let tools else { return nil }
        return ProjectManifest(
            file: file, name: name, swiftToolsVersion: tools, platforms: platforms(reader, diagnostics),
            defaultLocalization: reader.string("defaultLocalization")?.value,
            swiftLanguageMode: languageMode?.value, upcomingFeatures: upcoming.map(\.value),
            experimentalFeatures: experimental.map(\.value), defines: defines.map(\.value),
            swiftLanguageModes: languageModes, cLanguageStandard: cStandard, cxxLanguageStandard: cxxStandard,
            traits: traits(reader, diagnostics), defaultTraits: defaultTraits,
            products: products(reader, diagnostics),
            dependencies: dependencies(reader, diagnostics),
            externalModules: reader.stringArray("externalModules").map(\.value), layout: layout(reader),
            declaresLayout: reader.has("layout"),
            scaffold: scaffold(reader), testInputs: reader.enumeration("testInputs", as: TestInputsPolicy.self)?.value)
    }

    private static func platforms(
        _ reader: JSONObjectReader, _ diagnostics: DiagnosticCollector
    ) -> [ProjectManifest.Platform] {
        var platforms: [ProjectManifest.Platform] = []
        for (member, path) in reader.members(
            "platforms", expected: "an object such as {\"macOS\": \"14\"}")
        {
            guard
                let version = JSONObjectReader.string(
                    member.value, file: reader.file, jsonPath: path, diagnostics: reader.diagnostics)
            else { continue }
            platforms.append(ProjectManifest.Platform(name: member.key, version: version.value))
            if !PlatformName.isValid(member.key, known: PlatformName.deploymentPlatforms) {
                diagnostics.emit(
                    .unknownPlatform(
                        member.key, known: PlatformName.deploymentPlatforms,
                        otherwise: ", or \"custom:<name>\" (Linux needs no entry)"), file: reader.file,
                    location: member.keyLocation,
                    jsonPath: path)
            }
            if ToolsVersion(version.value) == nil {
                diagnostics.emit(
                    .invalidPlatformVersion(version.value), file: reader.file, location: version.location,
                    jsonPath: path)
            }
        }
        return platforms
    }

    private static func traits(_ reader: JSONObjectReader, _ diagnostics: DiagnosticCollector) -> [PackageTrait] {
        reader.array("traits").compactMap { node, path in
            guard
                let trait = JSONObjectReader(
                    node, file: reader.file, jsonPath: path, what: "a trait", allowedKeys: traitKeys,
                    requiredKeys: ["name"], diagnostics: diagnostics),
                let name = trait.string("name")
            else { return nil }
            if name.value == PackageTrait.defaultName {
                diagnostics.emit(.traitNamedDefault, file: reader.file, at: name)
            }
            return PackageTrait(
                name: name, description: trait.string("description")?.value,
                enabledTraits: trait.stringArray("enabledTraits").map(\.value))
        }
    }

    private static func products(_ reader: JSONObjectReader, _ diagnostics: DiagnosticCollector) -> [ProductManifest] {
        reader.array("products").compactMap { node, path in
            guard
                let product = JSONObjectReader(
                    node, file: reader.file, jsonPath: path, what: "a product", allowedKeys: productKeys,
                    requiredKeys: ["name", "type", "targets"], diagnostics: diagnostics),
                let name = product.string("name"),
                let type = product.enumeration("type", as: ProductManifest.ProductType.self)
            else { return nil }
            let linkage = product.enumeration("linkage", as: ProductManifest.Linkage.self)
            if let linkage, type.value != .library {
                diagnostics.emit(.linkageOfNonLibrary, file: reader.file, at: linkage)
            }
            return ProductManifest(
                name: name, type: type.value, linkage: linkage?.value ?? .automatic,
                targets: product.stringArray("targets"))
        }
    }

    private static func dependencies(
        _ reader: JSONObjectReader, _ diagnostics: DiagnosticCollector
    ) -> [PackageDependency] {
        reader.array("dependencies").compactMap { node, path in
            guard
                let object = JSONObjectReader(
                    node, file: reader.file, jsonPath: path, what: "a package dependency", allowedKeys: dependencyKeys,
                    requiredKeys: [], diagnostics: diagnostics)
            else { return nil }
            func fail(_ finding: Finding) -> PackageDependency? {
                diagnostics.emit(finding, file: reader.file, location: node.location, jsonPath: path)
                return nil
            }
            let sources = object.presentKeys(among: ["url", "path", "id"])
            guard sources.count == 1, let sourceKey = sources.first,
                let sourceText = object.string(sourceKey)
            else {
                return fail(.packageSourceMissing)
            }
            let requirements = object.presentKeys(among: requirementKeys)
            let source: PackageDependency.Source =
                sourceKey == "url"
                ? .url(sourceText.value) : sourceKey == "path" ? .path(sourceText.value) : .registry(sourceText.value)
            if case .path = source {
                guard requirements.isEmpty else {
                    return fail(.localPackageRequirement(requirements[0]))
                }
            } else if requirements.count != 1 {
                return fail(
                    .requirementCount(fromURL: sourceKey == "url", found: requirements.count, keys: requirementKeys))
            }
            var requirement: PackageDependency.Requirement?
            if let key = requirements.first {
                guard let parsed = self.requirement(key, in: object, diagnostics) else { return nil }
                if case .registry = source, key == "branch" || key == "revision" {
                    return fail(.unversionedRegistryPackage)
                }
                requirement = parsed
            }
            let traits: [TraitReference]? =
                object.has("traits")
                ? object.array("traits").compactMap { node, path in
                    traitReference(node, jsonPath: path, file: reader.file, diagnostics)
                } : nil
            return PackageDependency(
                source: source, requirement: requirement, name: object.string("name")?.value,
                traits: traits, location: node.location, jsonPath: path)
        }
    }

    private static func requirement(
        _ key: String, in object: JSONObjectReader, _ diagnostics: DiagnosticCollector
    ) -> PackageDependency.Requirement? {
        func version(_ value: Located<String>?) -> String? {
            guard let value else { return nil }
            guard SemanticVersion(value.value) != nil else {
                diagnostics.emit(.invalidSemanticVersion(value.value), file: object.file, at: value)
                return nil
            }
            return value.value
        }
        switch key {
        case "from": return version(object.string(key)).map { .from($0) }
        case "exact": return version(object.string(key)).map { .exact($0) }
        case "branch": return object.string(key).map { .branch($0.value) }
        case "revision": return object.string(key).map { .revision($0.value) }
        default:
            guard
                let range = object.object(
                    "range", what: "a version range", allowedKeys: ["from", "to"], requiredKeys: ["from", "to"]),
                let lower = version(range.string("from")),
                let upper = version(range.string("to"))
            else { return nil }
            guard let low = SemanticVersion(lower), let high = SemanticVersion(upper), low < high else {
                diagnostics.emit(.emptyVersionRange(lower, upper), file: object.file, at: range)
                return nil
            }
            return .range(lower, upper)
        }
    }

    private static func traitReference(
        _ node: JSONNode, jsonPath: String, file: String, _ diagnostics: DiagnosticCollector
    ) -> TraitReference? {
        if case .string(let name) = node.value { return TraitReference(name: name, whenTraits: []) }
        guard
            let object = JSONObjectReader(
                node, file: file, jsonPath: jsonPath, what: "a trait of a dependency",
                allowedKeys: ["name", "condition"], requiredKeys: ["name"], diagnostics: diagnostics),
            let name = object.string("name")
        else { return nil }
        let condition = object.object(
            "condition", what: "a trait condition", allowedKeys: ["traits"], requiredKeys: ["traits"])
        return TraitReference(
            name: name.value, whenTraits: condition?.stringArray("traits").map(\.value) ?? []
        )
    }
}

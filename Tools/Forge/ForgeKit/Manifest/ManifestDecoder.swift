/// Turns parsed manifest JSON into `ProjectManifest` and `ModuleManifest` values, reporting structural problems.
///
/// Content checks that need the whole set of modules (names, references, folders, cycles) are the validator's.
enum ManifestDecoder {
    static let moduleKeys = [
        "$schema", "name", "kind", "feature", "layer", "type", "executableName", "path", "dependencies",
        "resources", "exclude", "tags", "tests",
    ]
    static let testKeys = ["path", "dependencies", "resources", "exclude"]
    static let resourceKeys = ["path", "rule"]
    static let featureFileKeys = ["$schema", "modules"]
    static let projectKeys = [
        "$schema", "name", "swiftToolsVersion", "platforms", "swiftLanguageMode", "upcomingFeatures",
        "experimentalFeatures", "defines",
    ]

    // MARK: - Project

    static func project(_ root: JSONNode, file: String, diagnostics: inout [Diagnostic]) -> ProjectManifest? {
        guard
            let reader = JSONObjectReader(
                root, file: file, jsonPath: "$", what: "the project manifest", allowedKeys: projectKeys,
                requiredKeys: ["name", "swiftToolsVersion"], diagnostics: &diagnostics)
        else { return nil }
        let name = reader.string("name", diagnostics: &diagnostics)
        let tools = reader.string("swiftToolsVersion", diagnostics: &diagnostics)
        var platforms: [ProjectManifest.Platform] = []
        if let node = reader.node("platforms") {
            if case .object(let members) = node.value {
                for member in members {
                    let path = JSONObjectReader.path(reader.path("platforms"), key: member.key)
                    guard
                        let version = JSONObjectReader.string(
                            member.value, file: file, jsonPath: path, diagnostics: &diagnostics)
                    else { continue }
                    platforms.append(ProjectManifest.Platform(name: member.key, version: version.value))
                    if !ProjectManifest.knownPlatforms.contains(member.key) {
                        let suggestion = Suggestions.didYouMean(member.key, in: ProjectManifest.knownPlatforms)
                        diagnostics.append(
                            Diagnostic(
                                file: file, location: member.keyLocation, jsonPath: path,
                                message: "unknown platform \"\(member.key)\"",
                                help: (suggestion.map { $0 + " " } ?? "") + "platforms are: "
                                    + ProjectManifest.knownPlatforms.joined(separator: ", ")
                                    + " (Linux needs no entry)"))
                    }
                    if !isVersion(version.value) {
                        diagnostics.append(
                            Diagnostic(
                                file: file, location: version.location, jsonPath: path,
                                message: "\"\(version.value)\" is not a platform version",
                                help: "write a version such as \"14\" or \"10.15\""))
                    }
                }
            } else {
                diagnostics.append(
                    reader.typeMismatch(
                        node, path: reader.path("platforms"), expected: "an object such as {\"macOS\": \"14\"}"))
            }
        }
        let languageMode = reader.string("swiftLanguageMode", diagnostics: &diagnostics)
        if let languageMode, !["4", "4.2", "5", "6"].contains(languageMode.value) {
            diagnostics.append(
                Diagnostic(
                    file: file, location: languageMode.location, jsonPath: languageMode.jsonPath,
                    message: "\"\(languageMode.value)\" is not a Swift language mode",
                    help: "use \"6\" (or \"5\" for code not yet migrated)"))
        }
        if let tools, !isVersion(tools.value) {
            diagnostics.append(
                Diagnostic(
                    file: file, location: tools.location, jsonPath: tools.jsonPath,
                    message: "\"\(tools.value)\" is not a swift-tools-version",
                    help: "write a version such as \"6.0\""))
        }
        let upcoming = reader.stringArray("upcomingFeatures", diagnostics: &diagnostics)
        let experimental = reader.stringArray("experimentalFeatures", diagnostics: &diagnostics)
        let defines = reader.stringArray("defines", diagnostics: &diagnostics)
        for value in upcoming + experimental + defines where SwiftNames.problem(withIdentifier: value.value) != nil {
            diagnostics.append(
                Diagnostic(
                    file: file, location: value.location, jsonPath: value.jsonPath,
                    message: "\"\(value.value)\" is not a valid feature or condition name",
                    help: "use letters, digits and '_', starting with a letter"))
        }
        guard let name, let tools else { return nil }
        return ProjectManifest(
            file: file, name: name, swiftToolsVersion: tools, platforms: platforms,
            swiftLanguageMode: languageMode?.value,
            upcomingFeatures: upcoming.map(\.value), experimentalFeatures: experimental.map(\.value),
            defines: defines.map(\.value))
    }

    private static func isVersion(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return (1...3).contains(parts.count)
            && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
    }

    // MARK: - Modules

    /// The modules of one manifest file: a single module object, or `{"modules": [...]}` for a whole feature.
    static func modules(_ root: JSONNode, file: String, diagnostics: inout [Diagnostic]) -> [ModuleManifest] {
        if case .object(let members) = root.value, members.contains(where: { $0.key == "modules" }) {
            guard
                let reader = JSONObjectReader(
                    root, file: file, jsonPath: "$", what: "a manifest with several modules",
                    allowedKeys: featureFileKeys, requiredKeys: ["modules"], diagnostics: &diagnostics)
            else { return [] }
            return reader.array("modules", diagnostics: &diagnostics).compactMap {
                module($0.node, file: file, jsonPath: $0.jsonPath, diagnostics: &diagnostics)
            }
        }
        return module(root, file: file, jsonPath: "$", diagnostics: &diagnostics).map { [$0] } ?? []
    }

    private static func module(
        _ node: JSONNode, file: String, jsonPath: String, diagnostics: inout [Diagnostic]
    )
        -> ModuleManifest?
    {
        guard
            let reader = JSONObjectReader(
                node, file: file, jsonPath: jsonPath, what: "a module manifest", allowedKeys: moduleKeys,
                requiredKeys: ["name", "kind"], diagnostics: &diagnostics)
        else { return nil }
        let name = reader.string("name", diagnostics: &diagnostics)
        let kind = reader.enumeration("kind", as: ModuleKind.self, diagnostics: &diagnostics)
        let feature = reader.string("feature", diagnostics: &diagnostics)
        let layer = reader.enumeration("layer", as: FeatureLayer.self, diagnostics: &diagnostics)
        let type = reader.enumeration("type", as: ModuleManifest.Product.self, diagnostics: &diagnostics)
        let executableName = reader.string("executableName", diagnostics: &diagnostics)
        let explicitPath = reader.string("path", diagnostics: &diagnostics)
        let dependencies = reader.stringArray("dependencies", diagnostics: &diagnostics)
        let resources = self.resources(reader, diagnostics: &diagnostics)
        let exclude = reader.stringArray("exclude", diagnostics: &diagnostics)
        let tags = reader.stringArray("tags", diagnostics: &diagnostics)

        guard let name, let kind else { return nil }
        if kind.value == .feature {
            for key in ["feature", "layer"] where !reader.has(key) {
                diagnostics.append(
                    Diagnostic(
                        file: file, location: reader.location, jsonPath: jsonPath,
                        message: "missing required key \"\(key)\" in a module of kind \"feature\"",
                        help: key == "feature"
                            ? "add \"feature\": \"<Feature>\", the feature this layer belongs to"
                            : "add \"layer\": one of "
                                + FeatureLayer.allCases.map(\.rawValue).joined(separator: ", ")))
            }
        } else {
            for key in ["feature", "layer"] where reader.has(key) {
                diagnostics.append(
                    Diagnostic(
                        file: file, location: reader.keyLocation(key), jsonPath: reader.path(key),
                        message:
                            "\"\(key)\" only applies to modules of kind \"feature\", not \"\(kind.value.rawValue)\"",
                        help: "remove \"\(key)\", or set \"kind\": \"feature\""))
            }
        }
        let product = self.product(
            kind: kind, declared: type, executableName: executableName, reader: reader, diagnostics: &diagnostics)
        let tests = testTarget(reader, moduleName: name.value, diagnostics: &diagnostics)
        let path =
            explicitPath
            ?? Located(
                ModuleManifest.conventionalPath(name: name.value, kind: kind.value, feature: feature?.value),
                location: name.location, jsonPath: name.jsonPath)
        return ModuleManifest(
            file: file, jsonPath: jsonPath, name: name, kind: kind.value,
            feature: kind.value == .feature ? feature : nil, layer: kind.value == .feature ? layer : nil,
            product: product, executableName: product == .executable ? executableName : nil,
            path: path, pathIsExplicit: explicitPath != nil, dependencies: dependencies, resources: resources,
            exclude: exclude, tags: tags, tests: tests)
    }

    private static func product(
        kind: Located<ModuleKind>, declared: Located<ModuleManifest.Product>?, executableName: Located<String>?,
        reader: JSONObjectReader, diagnostics: inout [Diagnostic]
    ) -> ModuleManifest.Product {
        let product: ModuleManifest.Product
        switch kind.value {
        case .app:
            product = .executable
            if let declared, declared.value != .executable {
                diagnostics.append(
                    Diagnostic(
                        file: reader.file, location: declared.location, jsonPath: declared.jsonPath,
                        message: "an app module is always an executable",
                        help: "remove \"type\", or use kind \"core\" for a library"))
            }
        case .tool:
            product = declared?.value ?? .library
        case .core, .feature, .testSupport:
            product = .library
            if let declared, declared.value != .library {
                diagnostics.append(
                    Diagnostic(
                        file: reader.file, location: declared.location, jsonPath: declared.jsonPath,
                        message: "a module of kind \"\(kind.value.rawValue)\" must be a library",
                        help: "remove \"type\"; executables are modules of kind \"app\" or \"tool\""))
            }
        }
        if let executableName, product != .executable {
            diagnostics.append(
                Diagnostic(
                    file: reader.file, location: executableName.location, jsonPath: executableName.jsonPath,
                    message: "\"executableName\" only applies to executables",
                    help: "remove it, or set \"type\": \"executable\""))
        }
        return product
    }

    private static func resources(
        _ reader: JSONObjectReader, key: String = "resources", diagnostics: inout [Diagnostic]
    )
        -> [ModuleManifest.Resource]
    {
        reader.array(key, diagnostics: &diagnostics).compactMap { node, path in
            if case .string(let value) = node.value {
                return ModuleManifest.Resource(
                    path: Located(value, location: node.location, jsonPath: path), rule: .process)
            }
            guard
                let resource = JSONObjectReader(
                    node, file: reader.file, jsonPath: path, what: "a resource", allowedKeys: resourceKeys,
                    requiredKeys: ["path"], diagnostics: &diagnostics),
                let resourcePath = resource.string("path", diagnostics: &diagnostics)
            else { return nil }
            let rule = resource.enumeration("rule", as: ModuleManifest.Resource.Rule.self, diagnostics: &diagnostics)
            return ModuleManifest.Resource(path: resourcePath, rule: rule?.value ?? .process)
        }
    }

    private static func testTarget(
        _ reader: JSONObjectReader, moduleName: String, diagnostics: inout [Diagnostic]
    )
        -> ModuleManifest.TestTarget?
    {
        guard let node = reader.node("tests") else { return nil }
        let name = moduleName + "Tests"
        let defaultPath = Located("Tests/\(name)", location: node.location, jsonPath: reader.path("tests"))
        switch node.value {
        case .bool(false):
            return nil
        case .bool(true):
            return ModuleManifest.TestTarget(
                name: name, path: defaultPath, dependencies: [], resources: [], exclude: [])
        case .object:
            guard
                let tests = JSONObjectReader(
                    node, file: reader.file, jsonPath: reader.path("tests"), what: "a test target",
                    allowedKeys: testKeys, requiredKeys: [], diagnostics: &diagnostics)
            else { return nil }
            return ModuleManifest.TestTarget(
                name: name, path: tests.string("path", diagnostics: &diagnostics) ?? defaultPath,
                dependencies: tests.stringArray("dependencies", diagnostics: &diagnostics),
                resources: resources(tests, diagnostics: &diagnostics),
                exclude: tests.stringArray("exclude", diagnostics: &diagnostics))
        default:
            diagnostics.append(
                reader.typeMismatch(
                    node, path: reader.path("tests"),
                    expected: "true, false or an object {\"dependencies\": [...], \"resources\": [...]}"))
            return nil
        }
    }
}

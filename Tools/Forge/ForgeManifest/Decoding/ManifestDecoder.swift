import ForgeDiagnostics
import ForgeJSON

/// Turns parsed manifest JSON into `ProjectManifest` and `ModuleManifest` values, reporting structural problems.
///
/// Content checks that need the whole set of modules (names, references, folders, cycles) are the validator's.
enum ManifestDecoder {
    /// Keys that are forge's own metadata rather than SwiftPM's.
    static let metadataKeys = [
        "$schema", "name", "kind", "feature", "layer", "type", "executableName", "tags", "tests",
    ]
    /// Every key a target of some type may have.
    static let targetKeys = [
        "path", "sources", "exclude", "resources", "publicHeadersPath", "packageAccess", "dependencies", "plugins",
        "swiftSettings", "cSettings", "cxxSettings", "linkerSettings", "capability", "pkgConfig", "providers", "url",
        "checksum", "inputs",
    ]
    static let moduleKeys = metadataKeys + targetKeys
    static let testKeys = ["name"] + targetKeys.filter { TargetType.test.allowedKeys.contains($0) }
    static let featureFileKeys = ["$schema", "modules"]
    static let testInputKeys = ["targets", "paths", "environment", "cacheable"]

    /// The modules of one manifest file: a single module object, or `{"modules": [...]}` for a whole feature.
    static func modules(
        _ root: JSONNode, file: String, layout: SourceLayout, diagnostics: DiagnosticCollector
    ) -> [ModuleManifest] {
        if case .object(let members) = root.value, members.contains(where: { $0.key == "modules" }) {
            guard
                let reader = JSONObjectReader(
                    root, file: file, jsonPath: "$", what: "a manifest with several modules",
                    allowedKeys: featureFileKeys, requiredKeys: ["modules"], diagnostics: diagnostics)
            else { return [] }
            return reader.array("modules").compactMap {
                module($0.node, file: file, jsonPath: $0.jsonPath, layout: layout, diagnostics: diagnostics)
            }
        }
        return module(root, file: file, jsonPath: "$", layout: layout, diagnostics: diagnostics).map { [$0] } ?? []
    }

    private static func module(
        _ node: JSONNode, file: String, jsonPath: String, layout: SourceLayout, diagnostics: DiagnosticCollector
    ) -> ModuleManifest? {
        guard
            let reader = JSONObjectReader(
                node, file: file, jsonPath: jsonPath, what: "a module", allowedKeys: moduleKeys,
                requiredKeys: ["name"], diagnostics: diagnostics)
        else { return nil }
        let name = reader.string("name")
        let kind = reader.enumeration("kind", as: ModuleKind.self)
        let feature = reader.string("feature")
        let layer = reader.enumeration("layer", as: FeatureLayer.self)
        let executableName = reader.string("executableName")
        let tags = reader.stringArray("tags")
        let type = targetType(reader, kind: kind?.value, diagnostics: diagnostics)
        checkFeatureKeys(reader, kind: kind?.value, feature: feature, layer: layer, diagnostics: diagnostics)
        if let executableName, type != .executable {
            diagnostics.emit(.executableNameOfNonExecutable, file: file, at: executableName)
        }
        guard let name else { return nil }
        let conventionalPath = kind.map {
            layout.repository.path(name: name.value, kind: $0.value, feature: feature?.value)
        }
        let target = TargetDecoder(reader: reader, layout: layout).target(
            name: name, type: type, conventionalPath: conventionalPath, diagnostics: diagnostics)
        var tests: [TargetManifest] = []
        if reader.has("tests") {
            if type == .test {
                diagnostics.emit(
                    .testsOfTestTarget, file: file, location: reader.keyLocation("tests"),
                    jsonPath: reader.path("tests"))
            } else {
                tests = testTargets(reader, host: name, usesConventions: kind != nil, layout: layout, diagnostics)
            }
        }
        return ModuleManifest(
            file: file, jsonPath: jsonPath, target: target, kind: kind?.value,
            feature: kind?.value == .feature ? feature : nil, layer: kind?.value == .feature ? layer : nil,
            executableName: type == .executable ? executableName : nil, tags: tags, testTargets: tests)
    }

    /// The declared type, defaulting by kind (apps are executables), with forge's kind rules applied.
    private static func targetType(
        _ reader: JSONObjectReader, kind: ModuleKind?, diagnostics: DiagnosticCollector
    ) -> TargetType {
        var declared: Located<TargetType>?
        if let text = reader.string("type"), text.value == "library" {
            diagnostics.emit(.libraryTargetType, file: reader.file, at: text)
        } else {
            declared = reader.enumeration("type", as: TargetType.self)
        }
        guard let kind else { return declared?.value ?? .regular }
        switch kind {
        case .app:
            if let declared, declared.value != .executable {
                diagnostics.emit(.appTargetType, file: reader.file, at: declared)
            }
            return .executable
        case .tool:
            return declared?.value ?? .regular
        case .core, .feature, .testSupport:
            if let declared, declared.value != .regular {
                diagnostics.emit(
                    .nonRegularTarget(kind: kind, declared: declared.value), file: reader.file, at: declared)
            }
            return .regular
        }
    }

    private static func checkFeatureKeys(
        _ reader: JSONObjectReader, kind: ModuleKind?, feature: Located<String>?, layer: Located<FeatureLayer>?,
        diagnostics: DiagnosticCollector
    ) {
        if kind == .feature {
            for (key, value) in [("feature", feature != nil), ("layer", layer != nil)] where !value && !reader.has(key)
            {
                diagnostics.emit(.featureKeyMissing(key), file: reader.file, at: reader)
            }
            return
        }
        for key in ["feature", "layer"] where reader.has(key) {
            diagnostics.emit(
                .featureKeyOutsideFeature(key, kind: kind), file: reader.file, location: reader.keyLocation(key),
                jsonPath: reader.path(key))
        }
    }

    /// `"tests"`: true (one `<Module>Tests`), false, one object, or an array of objects with names.
    private static func testTargets(
        _ reader: JSONObjectReader, host: Located<String>, usesConventions: Bool, layout: SourceLayout,
        _ diagnostics: DiagnosticCollector
    ) -> [TargetManifest] {
        guard let node = reader.node("tests") else { return [] }
        let defaultName = host.value + "Tests"
        func test(_ node: JSONNode, jsonPath: String, isOnly: Bool) -> TargetManifest? {
            guard
                let tests = JSONObjectReader(
                    node, file: reader.file, jsonPath: jsonPath, what: "a test target", allowedKeys: testKeys,
                    requiredKeys: isOnly ? [] : ["name"], diagnostics: diagnostics)
            else { return nil }
            let name =
                tests.string("name")
                ?? Located(defaultName, location: node.location, jsonPath: jsonPath)
            return TargetDecoder(reader: tests, layout: layout).target(
                name: name, type: .test,
                conventionalPath: usesConventions ? layout.repository.testPath(name: name.value) : nil,
                implicitDependency: host, diagnostics: diagnostics)
        }
        switch node.value {
        case .bool(false):
            return []
        case .bool(true):
            let empty = JSONNode(value: .object([]), location: node.location)
            return test(empty, jsonPath: reader.path("tests"), isOnly: true).map { [$0] } ?? []
        case .object:
            return test(node, jsonPath: reader.path("tests"), isOnly: true).map { [$0] } ?? []
        case .array:
            return reader.array("tests").compactMap {
                test($0.node, jsonPath: $0.jsonPath, isOnly: false)
            }
        default:
            diagnostics.emit(
                reader.typeMismatch(
                    node, path: reader.path("tests"),
                    expected: "true, false, a test target object, or an array of test targets with names"))
            return []
        }
    }
}

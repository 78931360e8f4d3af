import ForgeDiagnostics
import ForgeJSON

/// A target's `dependencies` and `plugins`: names of this package's targets, or objects naming another's.
extension SettingsDecoder {
    /// `"Name"`, `{"target": ...}`, `{"byName": ...}` or `{"product": ..., "package": ..., "moduleAliases": ...}`.
    func dependencies(diagnostics: DiagnosticCollector) -> [TargetDependency] {
        reader.array("dependencies").compactMap { node, path in
            if case .string(let name) = node.value {
                return TargetDependency(
                    reference: .byName(name), condition: nil, location: node.location, jsonPath: path)
            }
            guard
                let object = JSONObjectReader(
                    node, file: file, jsonPath: path, what: "a dependency",
                    allowedKeys: Self.dependencyKinds + [
                        "package", "moduleAliases", "condition", "linkOnly", "modules",
                    ],
                    requiredKeys: [], diagnostics: diagnostics),
                let (kind, name) = dependencyKind(of: object)
            else { return nil }
            return TargetDependency(
                reference: reference(kind, name: name, in: object),
                condition: condition(in: object, configurationAllowed: false, diagnostics: diagnostics),
                location: name.location, jsonPath: path, linkOnly: object.bool("linkOnly") ?? false,
                modules: object.has("modules") ? object.stringArray("modules").map(\.value) : nil)
        }
    }

    private static let dependencyKinds = ["target", "byName", "product"]

    /// Which of `target`, `byName` and `product` the object names (exactly one), and the name; keys that only
    /// product dependencies take are reported on the others.
    private func dependencyKind(of object: JSONObjectReader) -> (kind: String, name: Located<String>)? {
        let present = object.presentKeys(among: Self.dependencyKinds)
        guard present.count == 1, let kind = present.first, let name = object.string(kind) else {
            if present.count != 1 {
                object.diagnostics.emit(
                    .dependencyKindMissing, file: file, location: object.location, jsonPath: object.jsonPath)
            }
            return nil
        }
        if kind != "product" {
            for key in ["package", "moduleAliases", "modules"] where object.has(key) {
                object.diagnostics.emit(
                    .productKeyOutsideProduct(key, name: name.value), file: file, location: object.keyLocation(key),
                    jsonPath: object.path(key))
            }
        }
        return (kind, name)
    }

    private func reference(
        _ kind: String, name: Located<String>, in object: JSONObjectReader
    ) -> TargetDependency.Reference {
        switch kind {
        case "target": return .target(name.value)
        case "byName": return .byName(name.value)
        default:
            var aliases: [String: String] = [:]
            for (member, _) in object.members("moduleAliases", expected: "an object {\"Module\": \"Alias\"}") {
                if let alias = JSONObjectReader.string(
                    member.value, file: file, jsonPath: object.path("moduleAliases"), diagnostics: object.diagnostics)
                {
                    aliases[member.key] = alias.value
                }
            }
            return .product(name: name.value, package: object.string("package")?.value, moduleAliases: aliases)
        }
    }

    /// `"plugins"`: `"Name"` for a plugin of this package, `{"plugin": "Name", "package": "id"}` for another's.
    func plugins(diagnostics: DiagnosticCollector) -> [PluginUsage] {
        reader.array("plugins").compactMap { node, path in
            if case .string(let name) = node.value {
                return PluginUsage(name: name, package: nil, location: node.location, jsonPath: path)
            }
            guard
                let object = JSONObjectReader(
                    node, file: file, jsonPath: path, what: "a plugin usage", allowedKeys: ["plugin", "package"],
                    requiredKeys: ["plugin"], diagnostics: diagnostics),
                let name = object.string("plugin")
            else { return nil }
            return PluginUsage(
                name: name.value, package: object.string("package")?.value,
                location: name.location, jsonPath: path)
        }
    }
}

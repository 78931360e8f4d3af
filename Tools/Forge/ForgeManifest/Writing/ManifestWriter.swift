import ForgeJSON

/// The manifest model written back as `Manifest/` JSON: the decoders' keys, in the order manifests list them,
/// with defaults left out, so decoding what it writes gives the same model. The other direction of
/// `ManifestDecoder` and `ProjectDecoder`; `forge adopt` writes every manifest through it.
package enum ManifestWriter {
    /// A module object: its own target's fields, then its test targets under `tests`.
    package static func module(_ module: ModuleManifest) -> ManifestJSON {
        var members: [(String, ManifestJSON)] = [("name", .string(module.targetName))]
        if let kind = module.kind {
            members.append(("kind", .string(kind.rawValue)))
            if let feature = module.feature { members.append(("feature", .string(feature.value))) }
            if let layer = module.layer { members.append(("layer", .string(layer.value.rawValue))) }
        }
        if !module.tags.isEmpty { members.append(("tags", .strings(module.tags.map(\.value)))) }
        // An app module is always an executable; other kinds are regular targets.
        if module.type != .regular, module.kind != .app { members.append(("type", .string(module.type.rawValue))) }
        if let executableName = module.executableName {
            members.append(("executableName", .string(executableName.value)))
        }
        members += fields(of: module.target)
        if let tests = tests(of: module) { members.append(("tests", tests)) }
        return .object(members)
    }

    /// `tests`: `true` for one test target as forge would make it, one object for one test target, an array of
    /// named objects for several.
    private static func tests(of module: ModuleManifest) -> ManifestJSON? {
        let tests = module.testTargets
        guard !tests.isEmpty else { return nil }
        let objects = tests.map { test -> [(String, ManifestJSON)] in
            let named = tests.count > 1 || test.targetName != module.targetName + "Tests"
            return (named ? [("name", .string(test.targetName))] : []) + fields(of: test)
        }
        guard tests.count == 1 else { return .array(objects.map(ManifestJSON.object)) }
        return objects[0].isEmpty ? .bool(true) : .object(objects[0])
    }
}

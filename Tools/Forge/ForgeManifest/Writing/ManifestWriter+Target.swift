import ForgeJSON

/// A target's fields: what SwiftPM's target functions take, then forge's test inputs.
extension ManifestWriter {
    /// The fields of `target` in the order manifests list them; its name and type are the module's.
    static func fields(of target: TargetManifest) -> [(String, ManifestJSON)] {
        var members: [(String, ManifestJSON)] = []
        if target.declaresPath { members.append(("path", .string(target.path.value))) }
        if let capability = target.capability { members.append(("capability", json(capability))) }
        if let sources = target.sources { members.append(("sources", .strings(sources.map(\.value)))) }
        if !target.exclude.isEmpty { members.append(("exclude", .strings(target.exclude.map(\.value)))) }
        if !target.resources.isEmpty { members.append(("resources", .array(target.resources.map(json)))) }
        if let headers = target.publicHeadersPath { members.append(("publicHeadersPath", .string(headers.value))) }
        if let packageAccess = target.packageAccess { members.append(("packageAccess", .bool(packageAccess))) }
        if !target.dependencies.isEmpty { members.append(("dependencies", .array(target.dependencies.map(json)))) }
        if !target.plugins.isEmpty { members.append(("plugins", .array(target.plugins.map(json)))) }
        members += settings(target.settings)
        if let pkgConfig = target.pkgConfig { members.append(("pkgConfig", .string(pkgConfig))) }
        if !target.providers.isEmpty {
            members.append(
                ("providers", .array(target.providers.map { .object([($0.manager, .strings($0.packages))]) })))
        }
        if let url = target.url { members.append(("url", .string(url.value))) }
        if let checksum = target.checksum { members.append(("checksum", .string(checksum))) }
        if let inputs = json(target.inputs) { members.append(("inputs", inputs)) }
        return members
    }

    /// `"Name"` for a plain dependency by name; an object naming its kind otherwise.
    package static func json(_ dependency: TargetDependency) -> ManifestJSON {
        let isPlain = dependency.condition == nil && !dependency.linkOnly && dependency.modules == nil
        var members: [(String, ManifestJSON)]
        switch dependency.reference {
        case .byName(let name) where isPlain:
            return .string(name)
        case .byName(let name):
            members = [("byName", .string(name))]
        case .target(let name):
            members = [("target", .string(name))]
        case .product(let name, let package, let aliases):
            members = [("product", .string(name))]
            if let package { members.append(("package", .string(package))) }
            if !aliases.isEmpty {
                members.append(
                    ("moduleAliases", .object(aliases.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })))
            }
        }
        if let condition = dependency.condition { members.append(("condition", json(condition))) }
        if dependency.linkOnly { members.append(("linkOnly", .bool(true))) }
        if let modules = dependency.modules { members.append(("modules", .strings(modules))) }
        return .object(members)
    }

    /// `{"platforms": [...], "configuration": "debug", "traits": [...]}` with only what is set.
    static func json(_ condition: BuildCondition) -> ManifestJSON {
        var members: [(String, ManifestJSON)] = []
        if !condition.platforms.isEmpty { members.append(("platforms", .strings(condition.platforms))) }
        if let configuration = condition.configuration {
            members.append(("configuration", .string(configuration.rawValue)))
        }
        if !condition.traits.isEmpty { members.append(("traits", .strings(condition.traits))) }
        return .object(members)
    }

    /// `"Path"` for a processed resource without a localization; an object otherwise.
    private static func json(_ resource: TargetManifest.Resource) -> ManifestJSON {
        if resource.rule == .process, resource.localization == nil { return .string(resource.path.value) }
        var members: [(String, ManifestJSON)] = [
            ("path", .string(resource.path.value)), ("rule", .string(resource.rule.rawValue)),
        ]
        if let localization = resource.localization {
            members.append(("localization", .string(localization.rawValue)))
        }
        return .object(members)
    }

    /// `"Plugin"` for one of this package; `{"plugin": ..., "package": ...}` for another's.
    private static func json(_ usage: PluginUsage) -> ManifestJSON {
        guard let package = usage.package else { return .string(usage.name) }
        return .object([("plugin", .string(usage.name)), ("package", .string(package))])
    }

    /// `{"targets": [...], "paths": [...], "environment": [...], "cacheable": false}`; nil when the test declares
    /// no inputs.
    private static func json(_ inputs: TargetManifest.TestInputs) -> ManifestJSON? {
        var members: [(String, ManifestJSON)] = []
        if inputs.declaresTargets { members.append(("targets", .strings(inputs.targets.map(\.value)))) }
        if inputs.declaresPaths { members.append(("paths", .strings(inputs.paths.map(\.value)))) }
        if !inputs.environment.isEmpty { members.append(("environment", .strings(inputs.environment.map(\.value)))) }
        if !inputs.cacheable { members.append(("cacheable", .bool(false))) }
        return members.isEmpty ? nil : .object(members)
    }
}

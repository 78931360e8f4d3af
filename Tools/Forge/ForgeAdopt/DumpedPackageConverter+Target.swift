import ForgeJSON
import ForgeManifest
import ForgeSwiftPM

/// Targets: from a dumped target to a module object of `Manifest/`.
extension DumpedPackageConverter {
    mutating func module(
        _ target: Target, feature: (feature: String, layer: FeatureLayer)?, executableName: String?, tests: [Target]
    ) -> ManifestJSON {
        let name = target.name
        var members: [(String, ManifestJSON)] = [("name", .string(name))]
        if let feature {
            members += [
                ("kind", .string(ModuleKind.feature.rawValue)), ("feature", .string(feature.feature)),
                ("layer", .string(feature.layer.rawValue)),
            ]
        }
        let type = TargetType(dumpName: target.type) ?? .regular
        if type != .regular { members.append(("type", .string(type.rawValue))) }
        if let executableName { members.append(("executableName", .string(executableName))) }
        // A module of a kind states its folder: forge's convention would otherwise move it.
        members += fields(of: target, type: type, statePath: feature != nil)
        if !tests.isEmpty {
            let testObjects = tests.map { test -> ManifestJSON in
                var testMembers: [(String, ManifestJSON)] =
                    tests.count > 1 || test.name != name + "Tests" ? [("name", .string(test.name))] : []
                let conventional = "Tests/\(test.name)"
                let resolved = test.path ?? layout.defaultPath(type: .test, name: test.name)
                var fields = self.fields(of: test, type: .test, statePath: false, host: name)
                if feature != nil, test.path == nil, resolved != conventional {
                    fields.insert(("path", .string(resolved)), at: 0)
                }
                testMembers += fields
                return .object(testMembers)
            }
            if tests.count == 1, case .object(let only) = testObjects[0] {
                members.append(("tests", only.isEmpty ? .bool(true) : testObjects[0]))
            } else {
                members.append(("tests", .array(testObjects)))
            }
        }
        return .object(members)
    }

    /// The SwiftPM fields of a target, in the order manifests list them.
    private mutating func fields(
        of target: Target, type: TargetType, statePath: Bool, host: String? = nil
    ) -> [(String, ManifestJSON)] {
        var members: [(String, ManifestJSON)] = []
        if let path = target.path {
            members.append(("path", .string(path)))
        } else if statePath {
            members.append(("path", .string(layout.defaultPath(type: type, name: target.name))))
        }
        if let capability = target.pluginCapability, let converted = self.capability(capability, target: target.name) {
            members.append(("capability", converted))
        }
        if let sources = target.sources { members.append(("sources", .strings(sources))) }
        if let exclude = target.exclude, !exclude.isEmpty { members.append(("exclude", .strings(exclude))) }
        let resources = (target.resources ?? []).compactMap { resource($0, target: target.name) }
        if !resources.isEmpty { members.append(("resources", .array(resources))) }
        if let headers = target.publicHeadersPath { members.append(("publicHeadersPath", .string(headers))) }
        // Before tools 5.9 there is no packageAccess, and the dump says false for every target.
        if type.allowedKeys.contains("packageAccess"), toolsVersion >= ToolsVersion(5, 9), target.packageAccess == false
        {
            members.append(("packageAccess", .bool(false)))
        }
        let dependencies = (target.dependencies ?? []).compactMap { dependency($0, target: target.name) }
            .filter { host == nil || $0 != .string(host!) }
        if !dependencies.isEmpty { members.append(("dependencies", .array(dependencies))) }
        let plugins = (target.pluginUsages ?? []).map { usage -> ManifestJSON in
            guard let package = usage.package else { return .string(usage.name) }
            return .object([("plugin", .string(usage.name)), ("package", .string(package))])
        }
        if !plugins.isEmpty { members.append(("plugins", .array(plugins))) }
        members += settings(target.settings ?? [], target: target.name)
        if let pkgConfig = target.pkgConfig { members.append(("pkgConfig", .string(pkgConfig))) }
        let providers = (target.providers ?? []).map { ManifestJSON.object([($0.manager, .strings($0.packages))]) }
        if !providers.isEmpty { members.append(("providers", .array(providers))) }
        if let url = target.url { members.append(("url", .string(url))) }
        if let checksum = target.checksum { members.append(("checksum", .string(checksum))) }
        return members
    }

    private mutating func resource(_ resource: DumpedPackage.Resource, target: String) -> ManifestJSON? {
        guard TargetManifest.Resource.Rule(rawValue: resource.rule) != nil else {
            problems.append("target \(target): the resource rule \(resource.rule) cannot be expressed")
            return nil
        }
        if resource.rule == "process", resource.localization == nil { return .string(resource.path) }
        var members: [(String, ManifestJSON)] = [("path", .string(resource.path)), ("rule", .string(resource.rule))]
        if let localization = resource.localization { members.append(("localization", .string(localization))) }
        return .object(members)
    }

    private mutating func dependency(_ dependency: DumpedPackage.TargetDependency, target: String) -> ManifestJSON? {
        switch dependency {
        case .byName(let name, let condition):
            guard let condition = self.condition(condition) else { return .string(name) }
            return .object([("byName", .string(name)), ("condition", condition)])
        case .target(let name, let condition):
            return .object([("target", .string(name))] + (self.condition(condition).map { [("condition", $0)] } ?? []))
        case .product(let name, let package, let aliases, let condition):
            var members: [(String, ManifestJSON)] = [("product", .string(name))]
            if let package { members.append(("package", .string(package))) }
            if !aliases.isEmpty {
                members.append(
                    ("moduleAliases", .object(aliases.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })))
            }
            if let condition = self.condition(condition) { members.append(("condition", condition)) }
            return .object(members)
        case .unsupported(let kind):
            problems.append("target \(target): the dependency kind \(kind) cannot be expressed")
            return nil
        }
    }

    func condition(_ condition: DumpedPackage.Condition?) -> ManifestJSON? {
        guard let condition else { return nil }
        var members: [(String, ManifestJSON)] = []
        if let platforms = condition.platformNames, !platforms.isEmpty {
            members.append(("platforms", .strings(platforms.map { PlatformName.manifestName(dumpName: $0) })))
        }
        if let configuration = condition.config { members.append(("configuration", .string(configuration))) }
        if let traits = condition.traits, !traits.isEmpty { members.append(("traits", .strings(traits.sorted()))) }
        return members.isEmpty ? nil : .object(members)
    }
}

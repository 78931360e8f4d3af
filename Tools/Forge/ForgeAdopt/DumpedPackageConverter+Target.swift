import ForgeJSON
import ForgeManifest
import Foundation

/// Targets: from a `dump-package` target object to a module object of `Manifest/`.
extension DumpedPackageConverter {
    mutating func module(
        _ target: Object, feature: (feature: String, layer: FeatureLayer)?, executableName: String?, tests: [Object]
    ) -> ManifestJSON {
        let name = target["name"] as? String ?? ""
        var members: [(String, ManifestJSON)] = [("name", .string(name))]
        if let feature {
            members += [
                ("kind", .string(ModuleKind.feature.rawValue)), ("feature", .string(feature.feature)),
                ("layer", .string(feature.layer.rawValue)),
            ]
        }
        let type = TargetType(dumpName: target["type"] as? String ?? "") ?? .regular
        if type != .regular { members.append(("type", .string(type.rawValue))) }
        if let executableName { members.append(("executableName", .string(executableName))) }
        // A module of a kind states its folder: forge's convention would otherwise move it.
        members += fields(of: target, type: type, statePath: feature != nil)
        if !tests.isEmpty {
            let testObjects = tests.map { test -> ManifestJSON in
                let testName = test["name"] as? String ?? ""
                var testMembers: [(String, ManifestJSON)] =
                    tests.count > 1 || testName != name + "Tests" ? [("name", .string(testName))] : []
                let conventional = "Tests/\(testName)"
                let resolved = test["path"] as? String ?? layout.defaultPath(type: .test, name: testName)
                var fields = self.fields(of: test, type: .test, statePath: false, host: name)
                if feature != nil, test["path"] == nil, resolved != conventional {
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
        of target: Object, type: TargetType, statePath: Bool, host: String? = nil
    ) -> [(String, ManifestJSON)] {
        let name = target["name"] as? String ?? ""
        var members: [(String, ManifestJSON)] = []
        if let path = target["path"] as? String {
            members.append(("path", .string(path)))
        } else if statePath {
            members.append(("path", .string(layout.defaultPath(type: type, name: name))))
        }
        if let capability = target["pluginCapability"] as? Object,
            let converted = self.capability(capability, target: name)
        {
            members.append(("capability", converted))
        }
        if let sources = target["sources"] as? [String] { members.append(("sources", .strings(sources))) }
        if let exclude = target["exclude"] as? [String], !exclude.isEmpty {
            members.append(("exclude", .strings(exclude)))
        }
        let resources = (target["resources"] as? [Object] ?? []).compactMap { resource($0, target: name) }
        if !resources.isEmpty { members.append(("resources", .array(resources))) }
        if let headers = target["publicHeadersPath"] as? String {
            members.append(("publicHeadersPath", .string(headers)))
        }
        // Before tools 5.9 there is no packageAccess, and the dump says false for every target.
        if type.allowedKeys.contains("packageAccess"), toolsVersion >= ToolsVersion(5, 9),
            (target["packageAccess"] as? Bool) == false
        {
            members.append(("packageAccess", .bool(false)))
        }
        let dependencies = (target["dependencies"] as? [Object] ?? []).compactMap { dependency($0, target: name) }
            .filter { host == nil || $0 != .string(host!) }
        if !dependencies.isEmpty { members.append(("dependencies", .array(dependencies))) }
        let plugins = (target["pluginUsages"] as? [Object] ?? []).compactMap { usage -> ManifestJSON? in
            guard let values = usage["plugin"] as? [Any], let plugin = values.first as? String else { return nil }
            guard values.count > 1, let package = values[1] as? String else { return .string(plugin) }
            return .object([("plugin", .string(plugin)), ("package", .string(package))])
        }
        if !plugins.isEmpty { members.append(("plugins", .array(plugins))) }
        members += settings(target["settings"] as? [Object] ?? [], target: name)
        if let pkgConfig = target["pkgConfig"] as? String { members.append(("pkgConfig", .string(pkgConfig))) }
        let providers = (target["providers"] as? [Object] ?? []).compactMap { provider -> ManifestJSON? in
            guard let (manager, value) = provider.first, let packages = (value as? [[String]])?.first else {
                return nil
            }
            return .object([(manager, .strings(packages))])
        }
        if !providers.isEmpty { members.append(("providers", .array(providers))) }
        if let url = target["url"] as? String { members.append(("url", .string(url))) }
        if let checksum = target["checksum"] as? String { members.append(("checksum", .string(checksum))) }
        return members
    }

    private mutating func resource(_ resource: Object, target: String) -> ManifestJSON? {
        guard let path = resource["path"] as? String, let (rule, value) = (resource["rule"] as? Object)?.first else {
            return nil
        }
        guard TargetManifest.Resource.Rule(rawValue: rule) != nil else {
            problems.append("target \(target): the resource rule \(rule) cannot be expressed")
            return nil
        }
        let localization = (value as? Object)?["localization"] as? String
        if rule == "process", localization == nil { return .string(path) }
        var members: [(String, ManifestJSON)] = [("path", .string(path)), ("rule", .string(rule))]
        if let localization { members.append(("localization", .string(localization))) }
        return .object(members)
    }

    private mutating func dependency(_ dependency: Object, target: String) -> ManifestJSON? {
        guard let (kind, value) = dependency.first, let values = value as? [Any], let name = values.first as? String
        else {
            problems.append("target \(target): a dependency forge cannot read: \(dependency)")
            return nil
        }
        let conditionIndex = kind == "product" ? 3 : 1
        let condition = values.count > conditionIndex ? self.condition(values[conditionIndex] as? Object) : nil
        switch kind {
        case "byName" where condition == nil:
            return .string(name)
        case "byName", "target":
            return .object([(kind, .string(name))] + (condition.map { [("condition", $0)] } ?? []))
        case "product":
            var members: [(String, ManifestJSON)] = [("product", .string(name))]
            if values.count > 1, let package = values[1] as? String { members.append(("package", .string(package))) }
            if values.count > 2, let aliases = values[2] as? [String: String], !aliases.isEmpty {
                members.append(
                    ("moduleAliases", .object(aliases.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })))
            }
            if let condition { members.append(("condition", condition)) }
            return .object(members)
        default:
            problems.append("target \(target): the dependency kind \(kind) cannot be expressed")
            return nil
        }
    }

    private func condition(_ condition: Object?) -> ManifestJSON? {
        guard let condition else { return nil }
        var members: [(String, ManifestJSON)] = []
        if let platforms = condition["platformNames"] as? [String], !platforms.isEmpty {
            members.append(("platforms", .strings(platforms.map { PlatformName.manifestName(dumpName: $0) })))
        }
        if let configuration = condition["config"] as? String {
            members.append(("configuration", .string(configuration)))
        }
        if let traits = condition["traits"] as? [String], !traits.isEmpty {
            members.append(("traits", .strings(traits.sorted())))
        }
        return members.isEmpty ? nil : .object(members)
    }

    /// `settings` of a dumped target, split back into the four lists.
    private mutating func settings(_ settings: [Object], target: String) -> [(String, ManifestJSON)] {
        var lists: [BuildSetting.Tool: [ManifestJSON]] = [:]
        for setting in settings {
            guard let toolName = setting["tool"] as? String, let tool = BuildSetting.Tool(rawValue: toolName),
                let (kindName, value) = (setting["kind"] as? Object)?.first
            else {
                problems.append("target \(target): a setting forge cannot read: \(setting)")
                continue
            }
            guard let kind = BuildSettingKind.named(kindName), kind.tools.contains(tool) else {
                problems.append("target \(target): the \(toolName) setting \(kindName) is not one forge can express")
                continue
            }
            let arguments = value as? Object ?? [:]
            var members: [(String, ManifestJSON)] = []
            switch kind.value {
            case .flag:
                members.append((kind.name, .bool(true)))
            case .strings:
                members.append((kind.name, .strings(arguments["_0"] as? [String] ?? [])))
            case .string, .choice:
                var first = arguments["_0"] as? String ?? ""
                if kind.name == "define", tool != .swift, let equals = first.firstIndex(of: "=") {
                    members.append((kind.name, .string(String(first[..<equals]))))
                    members.append(("to", .string(String(first[first.index(after: equals)...]))))
                    first = ""
                } else {
                    members.append((kind.name, .string(first)))
                }
                if let extra = kind.extra, let second = arguments["_1"] as? String {
                    members.append((extra.key, .string(second)))
                }
            }
            if let condition = condition(setting["condition"] as? Object) { members.append(("condition", condition)) }
            lists[tool, default: []].append(.object(members))
        }
        return BuildSetting.Tool.allCases.compactMap { tool in lists[tool].map { (tool.key, .array($0)) } }
    }

    private mutating func capability(_ capability: Object, target: String) -> ManifestJSON? {
        if capability.keys.contains("buildTool") { return .string("buildTool") }
        guard let command = capability["command"] as? [Any], let intentObject = command.first as? Object,
            let (intentName, intentValue) = intentObject.first
        else {
            problems.append("plugin \(target): a capability forge cannot read: \(capability)")
            return nil
        }
        let intent: ManifestJSON
        switch intentName {
        case "custom":
            let custom = intentValue as? Object ?? [:]
            intent = .object([
                ("verb", .string(custom["verb"] as? String ?? "")),
                ("description", .string(custom["description"] as? String ?? "")),
            ])
        case "documentationGeneration", "sourceCodeFormatting":
            intent = .string(intentName)
        default:
            problems.append("plugin \(target): the command intent \(intentName) cannot be expressed")
            return nil
        }
        var members: [(String, ManifestJSON)] = [("intent", intent)]
        let permissions = (command.count > 1 ? command[1] as? [Object] : nil) ?? []
        let converted = permissions.compactMap { permission -> ManifestJSON? in
            guard let (kind, value) = permission.first, let details = value as? Object else { return nil }
            let reason = ManifestJSON.string(details["reason"] as? String ?? "")
            switch kind {
            case "writeToPackageDirectory":
                return .object([(kind, .object([("reason", reason)]))])
            case "allowNetworkConnections":
                guard let (scope, scopeValue) = (details["scope"] as? Object)?.first else { return nil }
                var network: [(String, ManifestJSON)] = [("scope", .string(scope))]
                if let ports = (scopeValue as? Object)?["ports"] as? [Int] {
                    network.append(("ports", .array(ports.map(ManifestJSON.number))))
                }
                network.append(("reason", reason))
                return .object([(kind, .object(network))])
            default:
                problems.append("plugin \(target): the permission \(kind) cannot be expressed")
                return nil
            }
        }
        if !converted.isEmpty { members.append(("permissions", .array(converted))) }
        return .object([("command", .object(members))])
    }
}

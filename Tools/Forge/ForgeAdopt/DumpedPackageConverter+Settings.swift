import ForgeJSON
import ForgeManifest
import ForgeSwiftPM

/// Build settings and plugin capabilities: from a dumped target to the fields of a manifest.
extension DumpedPackageConverter {
    /// `settings` of a dumped target, split back into the four lists.
    mutating func settings(_ settings: [DumpedPackage.Setting], target: String) -> [(String, ManifestJSON)] {
        var lists: [BuildSetting.Tool: [ManifestJSON]] = [:]
        for setting in settings {
            guard let tool = BuildSetting.Tool(rawValue: setting.tool) else {
                problems.append("target \(target): the settings of tool \(setting.tool) cannot be expressed")
                continue
            }
            guard let kind = BuildSettingKind.named(setting.kind), kind.tools.contains(tool) else {
                problems.append(
                    "target \(target): the \(setting.tool) setting \(setting.kind) is not one forge can express")
                continue
            }
            var members = arguments(of: setting, kind: kind, tool: tool)
            if let condition = condition(setting.condition) { members.append(("condition", condition)) }
            lists[tool, default: []].append(.object(members))
        }
        return BuildSetting.Tool.allCases.compactMap { tool in lists[tool].map { (tool.key, .array($0)) } }
    }

    /// A setting's value fields: `"define": "X"` (with `"to"` for a C value), `"unsafeFlags": [...]`, a flag's `true`.
    private func arguments(
        of setting: DumpedPackage.Setting, kind: BuildSettingKind, tool: BuildSetting.Tool
    ) -> [(String, ManifestJSON)] {
        switch kind.value {
        case .flag:
            return [(kind.name, .bool(true))]
        case .strings:
            return [(kind.name, .strings(setting.list ?? []))]
        case .string, .choice:
            let first = setting.text ?? ""
            var members: [(String, ManifestJSON)]
            if kind.name == "define", tool != .swift, let equals = first.firstIndex(of: "=") {
                members = [
                    (kind.name, .string(String(first[..<equals]))),
                    ("to", .string(String(first[first.index(after: equals)...]))),
                ]
            } else {
                members = [(kind.name, .string(first))]
            }
            if let extra = kind.extra, let second = setting.second { members.append((extra.key, .string(second))) }
            return members
        }
    }

    mutating func capability(_ capability: DumpedPackage.PluginCapability, target: String) -> ManifestJSON? {
        switch capability {
        case .buildTool:
            return .string("buildTool")
        case .unsupported(let name):
            problems.append("plugin \(target): the capability \(name) cannot be expressed")
            return nil
        case .command(let intent, let permissions):
            guard let intent = self.intent(intent, target: target) else { return nil }
            var members: [(String, ManifestJSON)] = [("intent", intent)]
            let converted = permissions.compactMap { permission($0, target: target) }
            if !converted.isEmpty { members.append(("permissions", .array(converted))) }
            return .object([("command", .object(members))])
        }
    }

    private mutating func intent(_ intent: DumpedPackage.CommandIntent, target: String) -> ManifestJSON? {
        switch intent {
        case .custom(let verb, let description):
            return .object([("verb", .string(verb)), ("description", .string(description))])
        case .named(let name) where ["documentationGeneration", "sourceCodeFormatting"].contains(name):
            return .string(name)
        case .named(let name):
            problems.append("plugin \(target): the command intent \(name) cannot be expressed")
            return nil
        }
    }

    private mutating func permission(_ permission: DumpedPackage.Permission, target: String) -> ManifestJSON? {
        let reason = ManifestJSON.string(permission.reason)
        switch permission.kind {
        case "writeToPackageDirectory":
            return .object([(permission.kind, .object([("reason", reason)]))])
        case "allowNetworkConnections":
            guard let scope = permission.scope else { return nil }
            var network: [(String, ManifestJSON)] = [("scope", .string(scope))]
            if let ports = permission.ports { network.append(("ports", .array(ports.map(ManifestJSON.number)))) }
            network.append(("reason", reason))
            return .object([(permission.kind, .object(network))])
        default:
            problems.append("plugin \(target): the permission \(permission.kind) cannot be expressed")
            return nil
        }
    }
}

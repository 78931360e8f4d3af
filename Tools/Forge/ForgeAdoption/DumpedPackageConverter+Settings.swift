import ForgeManifest
import ForgeSwiftPM

/// Build settings and plugin capabilities: from a dumped target to the model's.
extension DumpedPackageConverter {
    /// A dumped target's settings, each kept when forge has a word for it.
    mutating func settings(_ settings: [DumpedPackage.Setting], target: String) -> [BuildSetting] {
        var converted: [BuildSetting] = []
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
            converted.append(
                BuildSetting(
                    tool: tool, kind: kind, arguments: arguments(of: setting, kind: kind, tool: tool),
                    condition: condition(setting.condition, target: target), location: Self.nowhere, jsonPath: ""))
        }
        return converted
    }

    /// The setting's values in the model's order: a C `define` of `NAME=VALUE` is the name, then the value.
    private func arguments(
        of setting: DumpedPackage.Setting, kind: BuildSettingKind, tool: BuildSetting.Tool
    ) -> [String] {
        switch kind.value {
        case .flag:
            return []
        case .strings:
            return setting.firstValues ?? []
        case .string, .choice:
            let first = setting.firstValue ?? ""
            if kind.name == "define", tool != .swift, let equals = first.firstIndex(of: "=") {
                return [String(first[..<equals]), String(first[first.index(after: equals)...])]
            }
            return [first] + (kind.extra != nil ? setting.secondValue.map { [$0] } ?? [] : [])
        }
    }

    mutating func capability(_ capability: DumpedPackage.PluginCapability, target: String) -> PluginCapability? {
        switch capability {
        case .buildTool:
            return .buildTool
        case .unsupported(let name):
            problems.append("plugin \(target): the capability \(name) cannot be expressed")
            return nil
        case .command(let intent, let permissions):
            guard let intent = self.intent(intent, target: target) else { return nil }
            return .command(intent: intent, permissions: permissions.compactMap { permission($0, target: target) })
        }
    }

    private mutating func intent(_ intent: DumpedPackage.CommandIntent, target: String) -> PluginCapability.Intent? {
        switch intent {
        case .custom(let verb, let description): return .custom(verb: verb, description: description)
        case .named("documentationGeneration"): return .documentationGeneration
        case .named("sourceCodeFormatting"): return .sourceCodeFormatting
        case .named(let name):
            problems.append("plugin \(target): the command intent \(name) cannot be expressed")
            return nil
        }
    }

    private mutating func permission(
        _ permission: DumpedPackage.Permission, target: String
    ) -> PluginCapability.Permission? {
        switch permission.kind {
        case "writeToPackageDirectory":
            return PluginCapability.Permission(kind: .writeToPackageDirectory, reason: permission.reason)
        case "allowNetworkConnections":
            guard let scope = permission.scope else {
                problems.append("plugin \(target): a network permission without a scope cannot be expressed")
                return nil
            }
            return PluginCapability.Permission(
                kind: .allowNetworkConnections(scope: scope, ports: permission.ports ?? []), reason: permission.reason)
        default:
            problems.append("plugin \(target): the permission \(permission.kind) cannot be expressed")
            return nil
        }
    }
}

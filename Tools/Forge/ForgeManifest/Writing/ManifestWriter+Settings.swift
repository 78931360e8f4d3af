import ForgeJSON

/// Build settings and plugin capabilities.
extension ManifestWriter {
    /// The four setting lists, each under its key (`cSettings`...), in `BuildSetting.Tool`'s order.
    static func settings(_ settings: [BuildSetting]) -> [(String, ManifestJSON)] {
        BuildSetting.Tool.allCases.compactMap { tool in
            let list = settings.filter { $0.tool == tool }
            return list.isEmpty ? nil : (tool.key, .array(list.map(json)))
        }
    }

    /// `{"define": "X"}`, `{"define": "X", "to": "1"}`, `{"unsafeFlags": [...]}`, `{"strictMemorySafety": true}`,
    /// with its condition.
    private static func json(_ setting: BuildSetting) -> ManifestJSON {
        var members: [(String, ManifestJSON)]
        switch setting.kind.value {
        case .flag: members = [(setting.kind.name, .bool(true))]
        case .strings: members = [(setting.kind.name, .strings(setting.arguments))]
        case .string, .choice: members = [(setting.kind.name, .string(setting.arguments.first ?? ""))]
        }
        if let extra = setting.kind.extra, setting.arguments.count > 1 {
            members.append((extra.key, .string(setting.arguments[1])))
        }
        if let condition = setting.condition { members.append(("condition", json(condition))) }
        return .object(members)
    }

    /// `"buildTool"`, or `{"command": {"intent": ..., "permissions": [...]}}`.
    static func json(_ capability: PluginCapability) -> ManifestJSON {
        guard case .command(let intent, let permissions) = capability else { return .string("buildTool") }
        var members: [(String, ManifestJSON)] = [("intent", json(intent))]
        if !permissions.isEmpty { members.append(("permissions", .array(permissions.map(json)))) }
        return .object([("command", .object(members))])
    }

    private static func json(_ intent: PluginCapability.Intent) -> ManifestJSON {
        switch intent {
        case .documentationGeneration: .string("documentationGeneration")
        case .sourceCodeFormatting: .string("sourceCodeFormatting")
        case .custom(let verb, let description):
            .object([("verb", .string(verb)), ("description", .string(description))])
        }
    }

    /// `{"writeToPackageDirectory": {"reason": ...}}` or `{"allowNetworkConnections": {"scope": ..., ...}}`.
    private static func json(_ permission: PluginCapability.Permission) -> ManifestJSON {
        let reason = ManifestJSON.string(permission.reason)
        switch permission.kind {
        case .writeToPackageDirectory:
            return .object([("writeToPackageDirectory", .object([("reason", reason)]))])
        case .allowNetworkConnections(let scope, let ports):
            var network: [(String, ManifestJSON)] = [("scope", .string(scope))]
            if PluginCapability.scopesWithPorts.contains(scope) {
                network.append(("ports", .array(ports.map(ManifestJSON.number))))
            }
            network.append(("reason", reason))
            return .object([("allowNetworkConnections", .object(network))])
        }
    }
}

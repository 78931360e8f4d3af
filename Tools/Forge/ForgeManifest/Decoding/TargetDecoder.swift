import ForgeDiagnostics
import ForgeJSON

/// Reads the SwiftPM fields of one target (a module's own or a test target) from its JSON object.
struct TargetDecoder {
    let reader: JSONObjectReader
    let layout: SourceLayout

    /// `conventionalPath`: forge's folder for modules of a kind; nil leaves SwiftPM's default layout.
    func target(
        name: Located<String>, type: TargetType, conventionalPath: String?, implicitDependency: Located<String>? = nil,
        diagnostics: DiagnosticCollector
    ) -> TargetManifest {
        checkKeys(for: type, diagnostics: diagnostics)
        let explicitPath = reader.string("path")
        let path =
            explicitPath
            ?? Located(
                conventionalPath ?? layout.defaultPath(type: type, name: name.value), location: name.location,
                jsonPath: name.jsonPath)
        let settings = BuildSetting.Tool.allCases.flatMap {
            SettingsDecoder(reader: reader).settings(for: $0, diagnostics: diagnostics)
        }
        let providers = reader.array("providers").compactMap { node, path in
            provider(node, jsonPath: path, diagnostics: diagnostics)
        }
        let target = TargetManifest(
            name: name, type: type, path: path, rendersPath: explicitPath != nil || conventionalPath != nil,
            declaresPath: explicitPath != nil,
            sources: reader.has("sources") ? reader.stringArray("sources") : nil,
            exclude: reader.stringArray("exclude"),
            resources: resources(diagnostics: diagnostics),
            publicHeadersPath: reader.string("publicHeadersPath"),
            packageAccess: reader.bool("packageAccess"),
            host: implicitDependency,
            dependencies: SettingsDecoder(reader: reader).dependencies(diagnostics: diagnostics),
            plugins: SettingsDecoder(reader: reader).plugins(diagnostics: diagnostics),
            settings: settings,
            capability: type == .plugin ? capability(diagnostics: diagnostics) : nil,
            pkgConfig: reader.string("pkgConfig")?.value, providers: providers,
            url: reader.string("url"),
            checksum: reader.string("checksum")?.value, inputs: inputs())
        checkRequiredFields(target, diagnostics: diagnostics)
        return target
    }

    /// `"inputs": {"targets": [...], "paths": [...], "environment": [...], "cacheable": false}` of a test target.
    private func inputs() -> TargetManifest.TestInputs {
        guard
            let inputs = reader.object(
                "inputs", what: "a test target's inputs", allowedKeys: ManifestDecoder.testInputKeys)
        else { return TargetManifest.TestInputs() }
        return TargetManifest.TestInputs(
            targets: inputs.stringArray("targets"), paths: inputs.stringArray("paths"),
            declaresTargets: inputs.has("targets"), declaresPaths: inputs.has("paths"),
            environment: inputs.stringArray("environment"), cacheable: inputs.bool("cacheable") ?? true)
    }

    /// Keys another target type has but this one does not: SwiftPM's function has no such argument.
    private func checkKeys(for type: TargetType, diagnostics: DiagnosticCollector) {
        for key in ManifestDecoder.targetKeys where reader.has(key) && !type.allowedKeys.contains(key) {
            let owners = TargetType.allCases.filter { $0.allowedKeys.contains(key) }.map(\.rawValue)
            diagnostics.emit(
                .keyNotForTargetType(key, type: type, owners: owners), file: reader.file,
                location: reader.keyLocation(key), jsonPath: reader.path(key))
        }
    }

    private func checkRequiredFields(_ target: TargetManifest, diagnostics: DiagnosticCollector) {
        func require(_ condition: Bool, else finding: Finding) {
            guard !condition else { return }
            diagnostics.emit(finding, file: reader.file, at: reader)
        }
        switch target.type {
        case .plugin:
            require(reader.has("capability"), else: .pluginWithoutCapability)
        case .binary:
            let remote = reader.has("url") || reader.has("checksum")
            require(
                !remote || (reader.has("url") && reader.has("checksum") && !reader.has("path")),
                else: .binaryTargetMixesSources)
            require(remote || reader.has("path"), else: .binaryTargetWithoutSource)
        default:
            break
        }
    }

    private func resources(diagnostics: DiagnosticCollector) -> [TargetManifest.Resource] {
        reader.array("resources").compactMap { node, path in
            if case .string(let value) = node.value {
                return TargetManifest.Resource(
                    path: Located(value, location: node.location, jsonPath: path), rule: .process, localization: nil)
            }
            guard
                let resource = JSONObjectReader(
                    node, file: reader.file, jsonPath: path, what: "a resource",
                    allowedKeys: ["path", "rule", "localization"], requiredKeys: ["path"], diagnostics: diagnostics),
                let resourcePath = resource.string("path")
            else { return nil }
            let rule =
                resource.enumeration("rule", as: TargetManifest.Resource.Rule.self)?.value
                ?? .process
            let localization = resource.enumeration(
                "localization", as: TargetManifest.Resource.Localization.self)
            if let localization, rule != .process {
                diagnostics.emit(.localizationOutsideProcess, file: reader.file, at: localization)
            }
            return TargetManifest.Resource(
                path: resourcePath, rule: rule, localization: rule == .process ? localization?.value : nil)
        }
    }

    private func provider(
        _ node: JSONNode, jsonPath: String, diagnostics: DiagnosticCollector
    ) -> TargetManifest.SystemPackageProvider? {
        let managers = TargetManifest.SystemPackageProvider.managers
        guard
            let object = JSONObjectReader(
                node, file: reader.file, jsonPath: jsonPath, what: "a system package provider",
                allowedKeys: managers, requiredKeys: [], diagnostics: diagnostics)
        else { return nil }
        let present = object.presentKeys(among: managers)
        guard present.count == 1, let manager = present.first else {
            diagnostics.emit(
                .providerManagers(found: present.count), file: reader.file, location: node.location, jsonPath: jsonPath)
            return nil
        }
        return TargetManifest.SystemPackageProvider(
            manager: manager, packages: object.stringArray(manager).map(\.value))
    }

    /// `"buildTool"`, or `{"command": {"intent": ..., "permissions": [...]}}`.
    private func capability(diagnostics: DiagnosticCollector) -> PluginCapability? {
        guard let node = reader.node("capability") else { return nil }
        if case .string("buildTool") = node.value { return .buildTool }
        guard case .object = node.value,
            let wrapper = reader.object(
                "capability", what: "a plugin capability", allowedKeys: ["command"], requiredKeys: ["command"]),
            let command = wrapper.object(
                "command", what: "a command capability", allowedKeys: ["intent", "permissions"],
                requiredKeys: ["intent"]),
            let intentNode = command.node("intent")
        else {
            if case .object = node.value {
            } else {
                diagnostics.emit(
                    .invalidCapability, file: reader.file, location: node.location, jsonPath: reader.path("capability"))
            }
            return nil
        }
        let intent: PluginCapability.Intent
        switch intentNode.value {
        case .string("documentationGeneration"): intent = .documentationGeneration
        case .string("sourceCodeFormatting"): intent = .sourceCodeFormatting
        case .object:
            guard
                let custom = command.object(
                    "intent", what: "a custom intent", allowedKeys: ["verb", "description"],
                    requiredKeys: ["verb", "description"]),
                let verb = custom.string("verb"),
                let description = custom.string("description")
            else { return nil }
            intent = .custom(verb: verb.value, description: description.value)
        default:
            diagnostics.emit(
                .unknownCommandIntent, file: reader.file, location: intentNode.location,
                jsonPath: command.path("intent"))
            return nil
        }
        let permissions = command.array("permissions").compactMap { node, path in
            permission(node, jsonPath: path, diagnostics: diagnostics)
        }
        return .command(intent: intent, permissions: permissions)
    }

    private func permission(
        _ node: JSONNode, jsonPath: String, diagnostics: DiagnosticCollector
    ) -> PluginCapability.Permission? {
        let kinds = ["writeToPackageDirectory", "allowNetworkConnections"]
        guard
            let object = JSONObjectReader(
                node, file: reader.file, jsonPath: jsonPath, what: "a permission", allowedKeys: kinds,
                requiredKeys: [], diagnostics: diagnostics)
        else { return nil }
        guard object.presentKeys(among: kinds).count == 1 else {
            diagnostics.emit(
                .invalidPermission(kinds: kinds), file: reader.file, location: node.location, jsonPath: jsonPath)
            return nil
        }
        if let write = object.object(
            "writeToPackageDirectory", what: "a permission", allowedKeys: ["reason"], requiredKeys: ["reason"])
        {
            guard let reason = write.string("reason") else { return nil }
            return PluginCapability.Permission(kind: .writeToPackageDirectory, reason: reason.value)
        }
        guard
            let network = object.object(
                "allowNetworkConnections", what: "a permission", allowedKeys: ["scope", "ports", "reason"],
                requiredKeys: ["scope", "reason"]),
            let scope = network.string("scope"),
            let reason = network.string("reason")
        else { return nil }
        guard PluginCapability.networkScopes.contains(scope.value) else {
            diagnostics.emit(.invalidNetworkScope(scope.value), file: reader.file, at: scope)
            return nil
        }
        let ports = network.integerArray("ports", in: 0...65535)
        if !ports.isEmpty, !PluginCapability.scopesWithPorts.contains(scope.value) {
            diagnostics.emit(
                .portsOutsideScope(scope.value), file: reader.file, location: network.keyLocation("ports"),
                jsonPath: network.path("ports"))
        }
        return PluginCapability.Permission(
            kind: .allowNetworkConnections(scope: scope.value, ports: ports), reason: reason.value)
    }
}

import ForgeJSON
import ForgeManifest
import ForgeSupport
import ForgeSwiftPM
import ForgeSwiftSource

/// Targets: from a dumped target to a module of the manifest model.
extension DumpedPackageConverter {
    mutating func module(
        _ target: Target, feature: (feature: String, layer: FeatureLayer)?, executableName: String?, tests: [Target]
    ) -> ModuleManifest {
        let type = TargetType(dumpName: target.type) ?? .regular
        // A module of a kind states its folder: forge's convention would otherwise move it.
        let own = self.target(target, type: type, statesPath: feature != nil)
        let testTargets = tests.map { test in
            let conventional = layout.defaultPath(type: .test, name: test.name) == "Tests/\(test.name)"
            var manifest = self.target(
                test, type: .test, statesPath: feature != nil && !conventional, host: target.name)
            manifest.inputs.environment = environmentRead(by: manifest).map(Self.unplaced)
            return manifest
        }
        return ModuleManifest(
            file: "", jsonPath: "$", target: own, kind: feature == nil ? nil : .feature,
            feature: feature.map { Self.unplaced($0.feature) }, layer: feature.map { Self.unplaced($0.layer) },
            executableName: executableName.map(Self.unplaced), tags: [], testTargets: testTargets)
    }

    /// The environment variables a test target's sources read by name: `forge test` gives its tests only those.
    private func environmentRead(by test: TargetManifest) -> [String] {
        let sources = FileSystem.readFiles(under: FileSystem.join(rootPath, test.path.value), suffix: ".swift")
        return Set(sources.flatMap { EnvironmentReads.names(in: String(decoding: $0.bytes, as: UTF8.self)) }).sorted()
    }

    /// One target; `statesPath`: the folder is written even when it is SwiftPM's default.
    private mutating func target(
        _ target: Target, type: TargetType, statesPath: Bool, host: String? = nil
    ) -> TargetManifest {
        let path = target.path ?? layout.defaultPath(type: type, name: target.name)
        // Before tools 5.9 there is no packageAccess, and the dump says false for every target.
        let packageAccess =
            type.allowedKeys.contains("packageAccess") && toolsVersion >= ToolsVersion(5, 9)
            && target.packageAccess == false
        return TargetManifest(
            name: Self.unplaced(target.name), type: type, path: Self.unplaced(path),
            rendersPath: target.path != nil || statesPath, declaresPath: target.path != nil || statesPath,
            sources: target.sources?.map(Self.unplaced), exclude: (target.exclude ?? []).map(Self.unplaced),
            resources: (target.resources ?? []).compactMap { resource($0, target: target.name) },
            publicHeadersPath: target.publicHeadersPath.map(Self.unplaced), packageAccess: packageAccess ? false : nil,
            host: host.map(Self.unplaced),
            // A test target always depends on its host; the manifest does not list it.
            dependencies: (target.dependencies ?? []).compactMap { dependency($0, target: target.name) }.filter {
                host == nil || $0.reference != .byName(host!) || $0.condition != nil
            },
            plugins: (target.pluginUsages ?? []).map {
                PluginUsage(name: $0.name, package: $0.package, location: Self.nowhere, jsonPath: "")
            },
            settings: settings(target.settings ?? [], target: target.name),
            capability: target.pluginCapability.flatMap { capability($0, target: target.name) },
            pkgConfig: target.pkgConfig,
            providers: (target.providers ?? []).map {
                TargetManifest.SystemPackageProvider(manager: $0.manager, packages: $0.packages)
            },
            url: target.url.map(Self.unplaced), checksum: target.checksum)
    }

    private mutating func resource(_ resource: DumpedPackage.Resource, target: String) -> TargetManifest.Resource? {
        guard let rule = TargetManifest.Resource.Rule(rawValue: resource.rule) else {
            problems.append("target \(target): the resource rule \(resource.rule) cannot be expressed")
            return nil
        }
        var localization: TargetManifest.Resource.Localization?
        if let name = resource.localization {
            guard let known = TargetManifest.Resource.Localization(rawValue: name) else {
                problems.append("target \(target): the resource localization \(name) cannot be expressed")
                return nil
            }
            localization = known
        }
        return TargetManifest.Resource(path: Self.unplaced(resource.path), rule: rule, localization: localization)
    }

    private mutating func dependency(
        _ dependency: DumpedPackage.TargetDependency, target: String
    ) -> TargetDependency? {
        let reference: TargetDependency.Reference
        let condition: DumpedPackage.Condition?
        switch dependency {
        case .byName(let name, let when):
            (reference, condition) = (.byName(name), when)
        case .target(let name, let when):
            (reference, condition) = (.target(name), when)
        case .product(let name, let package, let aliases, let when):
            (reference, condition) = (.product(name: name, package: package, moduleAliases: aliases), when)
        case .unsupported(let kind):
            problems.append("target \(target): the dependency kind \(kind) cannot be expressed")
            return nil
        }
        return TargetDependency(
            reference: reference, condition: self.condition(condition, target: target), location: Self.nowhere,
            jsonPath: "")
    }

    /// The condition as manifests state it; nil when it states nothing.
    mutating func condition(_ condition: DumpedPackage.Condition?, target: String) -> BuildCondition? {
        guard let condition else { return nil }
        var configuration: BuildCondition.Configuration?
        if let name = condition.config {
            configuration = BuildCondition.Configuration(rawValue: name)
            if configuration == nil {
                problems.append("target \(target): the configuration \(name) cannot be expressed")
            }
        }
        let converted = BuildCondition(
            platforms: (condition.platformNames ?? []).map { PlatformName.manifestName(dumpName: $0) },
            configuration: configuration, traits: (condition.traits ?? []).sorted())
        return converted.isEmpty ? nil : converted
    }
}

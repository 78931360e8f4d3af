import ForgeDiagnostics
import ForgeSupport

/// Checks of what manifests refer to: target and product dependencies, plugins, products, traits, and
/// the swift-tools-version each feature needs.
extension ManifestValidator {
    func checkReferences(
        of target: TargetManifest, in module: ModuleManifest, targets: [String: DeclaredTarget]
    ) {
        var seen: [String: TargetDependency] = [:]
        for dependency in target.dependencies {
            let key = dependency.displayName
            if let first = seen[key] {
                report(dependency, in: module, .dependencyListedTwice(key, firstAt: first.location))
                continue
            }
            seen[key] = dependency
            checkTraits(
                dependency.condition?.traits ?? [], at: dependency.location, jsonPath: dependency.jsonPath, in: module)
            switch dependency.reference {
            case .product(_, let package, _):
                if let package { checkPackage(package, of: dependency, in: module) }
            case .byName(let name), .target(let name):
                checkLocalDependency(on: name, dependency, of: target, in: module, targets: targets)
            }
        }
        for usage in target.plugins { checkPlugin(usage, in: module, targets: targets) }
        for input in target.inputs.targets where targets[input.value] == nil {
            diagnostics.emit(
                Diagnostic(
                    .unknownTestInput(input.value, suggestion: Suggestions.didYouMean(input.value, in: targets.keys)),
                    file: module.file, location: input.location, jsonPath: input.jsonPath))
        }
        for variable in target.inputs.environment where !EnvironmentVariableName.isValid(variable.value) {
            diagnostics.emit(
                Diagnostic(
                    .invalidEnvironmentVariable(variable.value), file: module.file, location: variable.location,
                    jsonPath: variable.jsonPath))
        }
        for setting in target.settings {
            checkTraits(
                setting.condition?.traits ?? [], at: setting.location, jsonPath: setting.jsonPath, in: module)
        }
    }

    private func report(_ dependency: TargetDependency, in module: ModuleManifest, _ finding: Finding) {
        diagnostics.emit(finding, file: module.file, at: dependency)
    }

    /// `.product(package:)` names a package dependency.
    private func checkPackage(_ package: String, of dependency: TargetDependency, in module: ModuleManifest) {
        guard !packageNames.contains(package.lowercased()) else { return }
        let project = manifests.project
        report(
            dependency, in: module,
            .unknownPackage(package, identities: project.dependencies.map(\.identity), projectFile: project.file))
    }

    /// A dependency on a target by name: not the test's host, not itself, and declared (or, by name, maybe a
    /// product of a package dependency).
    private func checkLocalDependency(
        on name: String, _ dependency: TargetDependency, of target: TargetManifest, in module: ModuleManifest,
        targets: [String: DeclaredTarget]
    ) {
        if let host = target.host, name == host.value {
            report(dependency, in: module, .testListsItsHost(name))
            return
        }
        if name == target.targetName {
            report(dependency, in: module, .dependsOnItself(name))
            return
        }
        guard let declared = targets[name] else {
            // SwiftPM resolves a by-name dependency to a product of a package dependency too.
            if case .byName = dependency.reference, !manifests.project.dependencies.isEmpty { return }
            report(dependency, in: module, .unknownModule(name, known: targets.keys))
            return
        }
        checkDependency(on: declared, from: target, in: module, dependency: dependency)
    }

    /// A plugin comes from a declared package, or is a plugin target of this package.
    private func checkPlugin(_ usage: PluginUsage, in module: ModuleManifest, targets: [String: DeclaredTarget]) {
        let project = manifests.project
        if let package = usage.package {
            if !packageNames.contains(package.lowercased()) {
                diagnostics.emit(
                    .unknownPluginPackage(package, plugin: usage.name, projectFile: project.file), file: module.file,
                    at: usage)
            }
        } else if targets[usage.name]?.target.type != .plugin, project.dependencies.isEmpty {
            diagnostics.emit(.notAPluginTarget(usage.name), file: module.file, at: usage)
        }
    }

    /// What SwiftPM refuses between local targets, and forge's rules between kinds.
    private func checkDependency(
        on declared: DeclaredTarget, from target: TargetManifest, in module: ModuleManifest,
        dependency: TargetDependency
    ) {
        func report(_ finding: Finding) {
            diagnostics.emit(finding, file: module.file, at: dependency)
        }
        let name = declared.target.targetName
        if declared.target.type == .test {
            report(.dependsOnTestTarget(target.targetName, test: name))
            return
        }
        guard declared.target.host == nil else { return }
        let isTests = target.type == .test
        let owner = isTests ? "the tests of \"\(module.targetName)\"" : "module \"\(module.targetName)\""
        switch declared.module.kind {
        case .app? where !isTests:
            report(.dependsOnApp(owner, app: name))
        // Test support is linked into tests only, so a tool's test helpers may build on the tool.
        case .tool? where module.kind != nil && module.kind != .tool && module.kind != .testSupport && !isTests:
            report(.dependsOnTool(owner, kind: module.kind!, tool: name))
        case .testSupport? where !isTests && module.kind != nil && module.kind != .testSupport:
            report(.dependsOnTestSupport(owner, module: name))
        default:
            break
        }
    }

    /// Trait conditions may only name traits the package declares.
    func checkTraits(
        _ traits: [String], at location: SourceLocation, jsonPath: String, in module: ModuleManifest
    ) {
        let declared = Set(manifests.project.traits.map(\.name.value))
        for trait in traits where !declared.contains(trait) {
            diagnostics.emit(
                .conditionNamesUnknownTrait(trait, declared: declared, projectFile: manifests.project.file),
                file: module.file, location: location, jsonPath: jsonPath)
        }
    }

    /// Features newer than the package's swift-tools-version, which SwiftPM reports as unavailable.
    func checkToolsVersion(of target: TargetManifest, in module: ModuleManifest) {
        let tools = manifests.project.toolsVersion
        func require(_ version: ToolsVersion, _ what: String, at location: SourceLocation, jsonPath: String) {
            guard tools < version else { return }
            diagnostics.emit(
                .needsToolsVersion(
                    what, version: version, declared: manifests.project.swiftToolsVersion.value,
                    projectFile: manifests.project.file), file: module.file, location: location, jsonPath: jsonPath)
        }
        require(
            target.type.minimumToolsVersion, "a \(target.type.rawValue) target", at: target.name.location,
            jsonPath: target.name.jsonPath)
        for setting in target.settings {
            require(
                setting.kind.minimumToolsVersion, "the setting \"\(setting.kind.name)\"", at: setting.location,
                jsonPath: setting.jsonPath)
            if let condition = setting.condition, !condition.traits.isEmpty {
                require(ToolsVersion(6, 1), "a trait condition", at: setting.location, jsonPath: setting.jsonPath)
            }
        }
        for dependency in target.dependencies where !(dependency.condition?.traits.isEmpty ?? true) {
            require(ToolsVersion(6, 1), "a trait condition", at: dependency.location, jsonPath: dependency.jsonPath)
        }
        if target.packageAccess != nil {
            require(ToolsVersion(5, 9), "\"packageAccess\"", at: target.name.location, jsonPath: target.name.jsonPath)
        }
        for resource in target.resources where resource.rule == .embedInCode {
            require(
                ToolsVersion(5, 9), "the resource rule \"embedInCode\"", at: resource.path.location,
                jsonPath: resource.path.jsonPath)
        }
    }
}

extension ManifestSet {
    /// The same package with only the targets named in `targets`: a module stays when its own target is named,
    /// with those of its test targets that are named too. `targets` must be closed under dependencies (every
    /// target a kept target depends on is named), as a package SwiftPM can load requires.
    package func subset(keeping targets: Set<String>) -> ManifestSet {
        let modules = modules.compactMap { module -> ModuleManifest? in
            guard targets.contains(module.targetName) else { return nil }
            return ModuleManifest(
                file: module.file, jsonPath: module.jsonPath, target: module.target, kind: module.kind,
                feature: module.feature, layer: module.layer, executableName: module.executableName,
                tags: module.tags, testTargets: module.testTargets.filter { targets.contains($0.targetName) })
        }
        return ManifestSet(project: project, modules: modules)
    }
}

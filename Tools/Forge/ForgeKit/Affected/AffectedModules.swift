/// From changed files to the modules that own them, everything that depends on those, and their tests.
struct AffectedModules: Equatable {
    /// Modules affected, in generation order.
    let modules: [String]
    /// Test targets to run.
    let tests: [String]
    /// True when a change affects every module (project settings, rules, the tools).
    let everything: Bool

    /// Files whose change affects every module.
    static func affectsEverything(_ path: String) -> Bool {
        path == "\(ManifestLoader.folder)/\(ProjectManifest.fileName)"
            || path == "\(ManifestLoader.folder)/\(LintRules.fileName)"
            || path == "Package.swift" || path == "Makefile" || path.hasPrefix("Tools/")
    }

    /// `moduleFiles`: the modules each manifest file declares now.
    init(changed: [String], manifests: ManifestSet) {
        var owners: [(folder: String, module: String, isTests: Bool)] = []
        var manifestModules: [String: [String]] = [:]
        for module in manifests.modules {
            for target in module.allTargets {
                owners.append((target.path.value, target.targetName, target.type == .test))
            }
            manifestModules[module.file, default: []].append(module.targetName)
        }
        // Longest folder first, so nested folders belong to the innermost target.
        owners.sort { $0.folder.count > $1.folder.count }

        var changedModules: Set<String> = []
        var changedTests: Set<String> = []
        var everything = false
        for path in changed {
            if Self.affectsEverything(path) {
                everything = true
                continue
            }
            if let declared = manifestModules[path] {
                changedModules.formUnion(declared)
                continue
            }
            guard let owner = owners.first(where: { path == $0.folder || path.hasPrefix($0.folder + "/") }) else {
                continue
            }
            if owner.isTests { changedTests.insert(owner.module) } else { changedModules.insert(owner.module) }
        }

        var dependents: [String: [String]] = [:]
        for module in manifests.modules {
            for dependency in module.dependencies {
                dependents[dependency.value, default: []].append(module.targetName)
            }
        }
        var affected = everything ? Set(manifests.modules.map(\.targetName)) : changedModules
        var queue = Array(affected)
        while let next = queue.popLast() {
            for dependent in dependents[next] ?? [] where affected.insert(dependent).inserted {
                queue.append(dependent)
            }
        }
        var tests: [String] = []
        for module in manifests.modules {
            for target in module.allTargets where target.type == .test {
                let touched =
                    affected.contains(target.targetName) || changedTests.contains(target.targetName)
                    || (target.host.map { affected.contains($0.value) } ?? false)
                    || target.localDependencies.contains { affected.contains($0.value) }
                if touched { tests.append(target.targetName) }
            }
        }
        // Test targets declared as modules of their own are listed as tests, not modules.
        self.modules = manifests.modules.filter { $0.type != .test }.map(\.targetName).filter(affected.contains)
        self.tests = tests
        self.everything = everything
    }
}

import ForgeManifest
import ForgeSupport

/// The part of the manifests `AffectedReport` needs: which folder belongs to which target, what depends
/// on what, and which targets are tests. Small enough to cache (`AffectedGraphCache`).
package struct AffectedGraph: Equatable, Sendable {
    /// One target: a module's own or one of its test targets.
    package struct Target: Equatable, Sendable {
        let name: String
        /// Its folder, relative to the repository root.
        let path: String
        let isTest: Bool
        /// For a test target declared under a module's `tests`: that module.
        let host: String?
        /// The targets of this package it depends on; for a test target, also the targets it runs (its
        /// declared input targets).
        let dependencies: [String]
        /// For a test target: the files and folders it reads beyond its own folder (its declared input paths),
        /// relative to the root.
        var inputPaths: [String] = []
        /// For a test target whose inputs are not declared: it may read any file no target owns.
        var readsUnownedFiles = false

        /// Whether `path` is one of its input paths, or inside one; with `wholeRepository`, also when it reads
        /// the whole repository (`.`).
        func reads(_ path: String, wholeRepository: Bool = true) -> Bool {
            inputPaths.contains { input in
                var folder = input.hasPrefix("./") ? String(input.dropFirst(2)) : input
                while folder.hasSuffix("/") { folder.removeLast() }
                if folder.isEmpty || folder == "." { return wholeRepository }
                return path == folder || path.hasPrefix(folder + "/")
            }
        }
    }

    /// One module: the manifest file declaring it and its targets, its own first.
    package struct Module: Equatable, Sendable {
        /// The manifest file, relative to the root (`Manifest/Search.json`).
        let file: String
        let targets: [Target]

        var target: Target { targets[0] }
    }

    /// In generation order.
    package let modules: [Module]

    package init(modules: [Module]) {
        self.modules = modules
    }

    package init(_ manifests: ManifestSet) {
        modules = manifests.modules.map { module in
            Module(
                file: module.file,
                targets: module.allTargets.map { target in
                    Target(
                        name: target.targetName, path: target.path.value, isTest: target.type == .test,
                        host: target.host?.value,
                        dependencies: target.localDependencies.map(\.value) + manifests.targetsRun(by: target),
                        inputPaths: target.inputs.paths.map(\.value),
                        readsUnownedFiles: manifests.readsUnownedFiles(target))
                })
        }
    }

    /// Each module's own target and the targets of this package it depends on.
    package var dependencies: DirectedGraph {
        var edges: [String: [String]] = [:]
        for module in modules { edges[module.target.name] = module.target.dependencies }
        return DirectedGraph(edges: edges)
    }

    /// Every test target's folder, by name.
    package var testPaths: [String: String] {
        var paths: [String: String] = [:]
        for module in modules {
            for target in module.targets where target.isTest { paths[target.name] = target.path }
        }
        return paths
    }
}

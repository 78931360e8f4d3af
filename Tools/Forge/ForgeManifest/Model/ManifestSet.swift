import ForgeSupport

/// Everything declared in `Manifest/`: the project and its modules, sorted the way they are generated.
package struct ManifestSet: Sendable {
    package let project: ProjectManifest
    /// Modules in generation order: by kind, then feature and layer, then name.
    package let modules: [ModuleManifest]
    /// The executable targets' names, sorted: what a test that declares no inputs runs (`targetsRun(by:)`),
    /// asked for each test target, so found once.
    package let executableTargets: [String]

    package init(project: ProjectManifest, modules: [ModuleManifest]) {
        self.project = project
        self.modules = modules.sorted(by: Self.generationOrder)
        executableTargets = modules.filter { $0.type == .executable }.map(\.targetName).sorted()
    }

    /// The module called `name`, if any.
    package func module(named name: String) -> ModuleManifest? {
        modules.first { $0.targetName == name }
    }

    /// Each module and the modules of this package it depends on, as declared.
    package var dependencyGraph: DirectedGraph {
        var edges: [String: [String]] = [:]
        for module in modules { edges[module.targetName] = module.dependencies.map(\.value) }
        return DirectedGraph(edges: edges)
    }

    static func generationOrder(_ a: ModuleManifest, _ b: ModuleManifest) -> Bool {
        if a.kind != b.kind {
            return (a.kind?.displayOrder ?? ModuleKind.plainTargetOrder)
                < (b.kind?.displayOrder ?? ModuleKind.plainTargetOrder)
        }
        if a.kind == .feature {
            let featureA = a.feature?.value ?? "", featureB = b.feature?.value ?? ""
            if featureA != featureB { return featureA < featureB }
            let layerA = a.layer?.value.order ?? 9, layerB = b.layer?.value.order ?? 9
            if layerA != layerB { return layerA < layerB }
        }
        if a.targetName != b.targetName { return a.targetName < b.targetName }
        return a.file < b.file
    }
}
